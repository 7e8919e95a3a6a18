import type { Executor } from '../../db/client.js';
import type { TokenCipher } from '../../platform/security/token-cipher.js';
import * as repo from './payment-links.repository.js';

/** A linked seller's token, opened for one call: never stored, logged or sent anywhere else. */
export interface SellerAccount {
  sellerId: number;
  accountId: string | null;
  accessToken: string;
}

/**
 * What charging and refunding in a seller's own account needs: their access token, read sealed
 * and opened in memory only when a call is about to be made. A link that is not 'linked' (failed,
 * unlinked) or a value that no longer opens (another key, tampered) answers undefined.
 */
export function createSellerAccess({
  db,
  cipher,
  provider,
}: {
  db: Executor;
  cipher: TokenCipher;
  provider: string;
}) {
  async function open(row: Awaited<ReturnType<typeof repo.findAccess>>): Promise<SellerAccount | undefined> {
    if (!row) return undefined;
    const accessToken = cipher.open(row.access_token);
    return accessToken === undefined
      ? undefined
      : { sellerId: row.seller_id, accountId: row.account_id, accessToken };
  }
  return {
    ofSeller: async (sellerId: number) => open(await repo.findAccess(db, provider, { sellerId })),
    ofAccount: async (accountId: string) => open(await repo.findAccess(db, provider, { accountId })),
  };
}

export type SellerAccess = ReturnType<typeof createSellerAccess>;
