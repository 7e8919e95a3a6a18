import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Provider tokens at rest (a seller's Mercado Pago access and refresh tokens): AES-256-GCM from
 * Node's crypto, a fresh 12-byte nonce per value, stored as nonce ‖ tag ‖ ciphertext. A copy of
 * the database (a backup, a replica) holds nothing usable without the key, which lives only in
 * the environment. GCM's tag makes a tampered or foreign value fail to open instead of decrypting
 * to garbage.
 */
export interface TokenCipher {
  seal(plain: string): Buffer;
  /** The plain text, or undefined when the value was sealed with another key or altered. */
  open(sealed: Buffer): string | undefined;
}

const NONCE = 12;
const TAG = 16;

export function createTokenCipher(key: Buffer): TokenCipher {
  if (key.length !== 32) throw new Error('token cipher: the key must be 32 bytes');
  return {
    seal(plain) {
      const nonce = randomBytes(NONCE);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return Buffer.concat([nonce, cipher.getAuthTag(), body]);
    },
    open(sealed) {
      if (sealed.length < NONCE + TAG) return undefined;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, NONCE));
        decipher.setAuthTag(sealed.subarray(NONCE, NONCE + TAG));
        return Buffer.concat([decipher.update(sealed.subarray(NONCE + TAG)), decipher.final()]).toString(
          'utf8',
        );
      } catch {
        return undefined;
      }
    },
  };
}

/** TOKEN_ENCRYPTION_KEY, or (the sandbox's simulated tokens only) a key derived from its secret. */
export function tokenKey(env: {
  TOKEN_ENCRYPTION_KEY?: string | undefined;
  sandboxWebhookSecret: string;
}): Buffer {
  if (env.TOKEN_ENCRYPTION_KEY) return Buffer.from(env.TOKEN_ENCRYPTION_KEY, 'base64');
  return Buffer.from(hkdfSync('sha256', env.sandboxWebhookSecret, 'bazar', 'provider-token-encryption', 32));
}
