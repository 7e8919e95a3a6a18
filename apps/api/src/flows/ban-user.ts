import { ACCOUNT_MSG } from '@bazar/shared';
import { transaction } from '../db/transaction.js';
import * as accounts from '../modules/accounts/index.js';
import * as catalog from '../modules/catalog/index.js';
import type { SessionUser } from '../platform/auth/sessions.js';
import type { FlowContext } from './context.js';

/**
 * An administrator bans a user, or lifts the ban. Ban, in one transaction:
 *   1. ban the account and end all its sessions (accounts: never oneself nor an administrator);
 *   2. hide the user's active products and remember which (catalog);
 *   3. after the commit: every instance forgets the user's sessions, the caches hear of the products.
 * Unban: lift the ban (accounts) → show again exactly the products the ban hid (catalog) → caches.
 * The products they had hidden themselves stay hidden. Idempotency: a second ban hides nothing more.
 */
export function createBanFlow(ctx: FlowContext, accountChanged: (userId: number) => void) {
  const { db, events } = ctx;
  return {
    async ban(caller: SessionUser, id: number): Promise<{ msg: string }> {
      const held = await transaction(db, async (tx) => {
        await accounts.banAccount(tx, caller, id);
        return catalog.productWrites.holdSellerProducts(tx, id);
      });
      accountChanged(id);
      catalog.productsChanged(events, held, { listings: true });
      return { msg: ACCOUNT_MSG.userBanned };
    },

    async unban(id: number): Promise<{ msg: string }> {
      const shown = await transaction(db, async (tx) => {
        await accounts.unbanAccount(tx, id);
        return catalog.productWrites.releaseSellerProducts(tx, id);
      });
      catalog.productsChanged(events, shown, { listings: true });
      return { msg: ACCOUNT_MSG.userUnbanned };
    },
  };
}
