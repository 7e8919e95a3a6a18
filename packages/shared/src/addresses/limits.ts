/** Lengths of an address's fields (columns of `addresses`, migration 0015). */
export const ADDRESS_LIMITS = {
  street: 100,
  number: 10,
  floorApt: 20,
  city: 60,
  province: 60,
  postalCode: 10,
  phone: 30,
  notes: 200,
} as const;

/** A buyer keeps at most this many addresses. */
export const MAX_ADDRESSES = 10;
