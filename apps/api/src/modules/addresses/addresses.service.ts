import {
  ADDRESS_MSG,
  type Address,
  type AddressBody,
  type AddressList,
  MAX_ADDRESSES,
  type ShippingAddress,
} from '@bazar/shared';
import type { Executor } from '../../db/client.js';
import { transaction } from '../../db/transaction.js';
import { AppError } from '../../platform/errors/app-error.js';
import * as repo from './addresses.repository.js';

const toShipping = (r: repo.AddressRow): ShippingAddress => ({
  street: r.street,
  number: r.number,
  floorApt: r.floorApt,
  city: r.city,
  province: r.province,
  postalCode: r.postalCode,
  phone: r.phone,
  notes: r.notes,
});
const toAddress = (r: repo.AddressRow): Address => ({ id: r.id, isDefault: r.isDefault, ...toShipping(r) });

/**
 * The address a checkout ships to, as it is now (the checkout keeps this copy): the chosen one,
 * or the person's default. Undefined when the chosen one is not theirs or they have none.
 */
export async function shippingAddressOf(
  ex: Executor,
  userId: number,
  addressId: number | undefined,
): Promise<ShippingAddress | undefined> {
  const row =
    addressId === undefined ? await repo.findDefault(ex, userId) : await repo.findOwn(ex, userId, addressId);
  return row ? toShipping(row) : undefined;
}

/** The address book: a person's addresses, one of them the default (the first one added is). */
export function createAddresses({ db }: { db: Executor }) {
  const list = async (userId: number): Promise<AddressList> => ({
    items: (await repo.listOf(db, userId)).map(toAddress),
  });

  async function own(tx: Executor, userId: number, id: number) {
    const row = await repo.findOwn(tx, userId, id);
    if (!row) throw AppError.notFound(ADDRESS_MSG.notFound);
    return row;
  }

  return {
    list,

    async add(userId: number, body: AddressBody): Promise<Address> {
      const id = await transaction(db, async (tx) => {
        await repo.lockBook(tx, userId);
        const existing = await repo.countOf(tx, userId);
        if (existing >= MAX_ADDRESSES)
          throw AppError.badRequest(ADDRESS_MSG.tooMany(MAX_ADDRESSES), 'street');
        const row = await repo.insert(tx, userId, body);
        if (existing === 0 || body.isDefault) await repo.makeDefault(tx, userId, row.id);
        return row.id;
      });
      return toAddress(await own(db, userId, id));
    },

    async edit(userId: number, id: number, body: AddressBody): Promise<Address> {
      await transaction(db, async (tx) => {
        await repo.lockBook(tx, userId);
        await own(tx, userId, id);
        await repo.update(tx, userId, id, body);
        if (body.isDefault) await repo.makeDefault(tx, userId, id);
      });
      return toAddress(await own(db, userId, id));
    },

    async makeDefault(userId: number, id: number): Promise<AddressList> {
      await transaction(db, async (tx) => {
        await repo.lockBook(tx, userId);
        await own(tx, userId, id);
        await repo.makeDefault(tx, userId, id);
      });
      return list(userId);
    },

    /** Past orders keep their copy; when the default goes, the oldest remaining one takes its place. */
    async remove(userId: number, id: number): Promise<AddressList> {
      await transaction(db, async (tx) => {
        await repo.lockBook(tx, userId);
        const row = await own(tx, userId, id);
        await repo.remove(tx, userId, id);
        if (row.isDefault) {
          const [next] = await repo.listOf(tx, userId);
          if (next) await repo.makeDefault(tx, userId, next.id);
        }
      });
      return list(userId);
    },
  };
}
