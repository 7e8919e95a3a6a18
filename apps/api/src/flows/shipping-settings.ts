import type { ShippingSettings, ShippingSettingsResponse } from '@bazar/shared';
import { transaction } from '../db/transaction.js';
import * as catalog from '../modules/catalog/index.js';
import * as shipping from '../modules/shipping/index.js';
import type { FlowContext } from './context.js';

/** Who ships free from how much: none when home delivery is off. */
const freeFromOf = (settings: ShippingSettings) =>
  settings.home.enabled ? settings.home.freeFromCents : null;

/**
 * A seller saves their 'Envíos' (or an administrator the shop's defaults, seller 0), in one
 * transaction: the settings (shipping) → the catalog's copy of the free-shipping threshold and
 * the products it marks or unmarks (catalog); after the commit the caches hear of those products.
 * Idempotency: both writes are upserts of the whole value; saving twice changes nothing more.
 */
export function createShippingSettingsFlow(ctx: FlowContext) {
  const { db, events } = ctx;

  async function save(sellerId: number, settings: ShippingSettings, commissionOnShipping = false) {
    const changed = await transaction(db, async (tx) => {
      await shipping.saveProfile(tx, sellerId, settings, commissionOnShipping);
      return catalog.setFreeShippingFrom(tx, sellerId, freeFromOf(settings));
    });
    catalog.productsChanged(events, changed);
  }

  return {
    async saveSeller(sellerId: number, settings: ShippingSettings): Promise<ShippingSettingsResponse> {
      await save(sellerId, settings);
      return shipping.settingsOf(db, sellerId);
    },
    async saveDefaults(settings: ShippingSettings, commissionOnShipping: boolean) {
      await save(0, settings, commissionOnShipping);
      return { settings, commissionOnShipping };
    },
  };
}
export type ShippingSettingsFlow = ReturnType<typeof createShippingSettingsFlow>;
