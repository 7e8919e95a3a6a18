import {
  centsAsTyped,
  type ShippingRate,
  type ShippingSettings,
  type ShippingSettingsBody,
} from '@bazar/shared';

/** A rate as its fields hold it: the price as typed, the days as numbers. */
export interface RateFields {
  price: string;
  minDays: string;
  maxDays: string;
}

/** The 'Envíos' form's values: everything as the fields hold it (text), sent as typed. */
export interface SettingsFields {
  originProvince: string;
  originPostalCode: string;
  dispatchDays: string;
  pickupEnabled: boolean;
  pickupAddress: string;
  homeEnabled: boolean;
  city: RateFields;
  province: RateFields;
  country: RateFields;
  /** `id`: the row's own, so React keeps each row's fields while rows come and go. */
  provinces: (RateFields & { province: string; id: number })[];
  extraUnit: string;
  freeFrom: string;
}

const rateFields = (rate: ShippingRate): RateFields => ({
  price: centsAsTyped(rate.priceCents),
  minDays: String(rate.minDays),
  maxDays: String(rate.maxDays),
});

/** The saved settings as the form shows them. */
export function fieldsOf(s: ShippingSettings): SettingsFields {
  return {
    originProvince: s.originProvince,
    originPostalCode: s.originPostalCode,
    dispatchDays: String(s.dispatchDays),
    pickupEnabled: s.pickup.enabled,
    pickupAddress: s.pickup.address,
    homeEnabled: s.home.enabled,
    city: rateFields(s.home.city),
    province: rateFields(s.home.province),
    country: rateFields(s.home.country),
    provinces: s.home.provinces.map((p, id) => ({ province: p.province, id, ...rateFields(p) })),
    extraUnit: centsAsTyped(s.home.extraUnitCents),
    freeFrom: s.home.freeFromCents === null ? '' : centsAsTyped(s.home.freeFromCents),
  };
}

/** The form's values as the API reads them (it checks every field and answers in Spanish). */
export function bodyOf(f: SettingsFields): ShippingSettingsBody {
  return {
    originProvince: f.originProvince as ShippingSettingsBody['originProvince'],
    originPostalCode: f.originPostalCode,
    dispatchDays: f.dispatchDays,
    pickup: { enabled: f.pickupEnabled, address: f.pickupAddress },
    home: {
      enabled: f.homeEnabled,
      city: f.city,
      province: f.province,
      country: f.country,
      provinces: f.provinces.map(({ id: _, ...p }) => ({
        ...p,
        province: p.province as ShippingSettingsBody['originProvince'],
      })),
      extraUnit: f.extraUnit,
      freeFrom: f.freeFrom,
    },
  };
}
