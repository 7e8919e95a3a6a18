import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTokenCipher, tokenKey } from './token-cipher.js';

describe('token cipher', () => {
  const cipher = createTokenCipher(randomBytes(32));

  it('opens what it sealed, and the sealed bytes hold no trace of the token', () => {
    const token = 'APP_USR-1234567890-secreto';
    const sealed = cipher.seal(token);
    expect(sealed.includes(Buffer.from('APP_USR'))).toBe(false);
    expect(cipher.open(sealed)).toBe(token);
    // A fresh nonce each time: the same token never seals to the same bytes.
    expect(cipher.seal(token).equals(sealed)).toBe(false);
  });

  it('refuses a value sealed with another key, altered or cut', () => {
    const sealed = cipher.seal('APP_USR-token');
    expect(createTokenCipher(randomBytes(32)).open(sealed)).toBeUndefined();
    const altered = Buffer.from(sealed);
    altered[altered.length - 1] = (altered[altered.length - 1] ?? 0) ^ 1;
    expect(cipher.open(altered)).toBeUndefined();
    expect(cipher.open(sealed.subarray(0, 20))).toBeUndefined();
  });

  it('uses TOKEN_ENCRYPTION_KEY, else a key derived from the sandbox secret', () => {
    const key = randomBytes(32);
    expect(tokenKey({ TOKEN_ENCRYPTION_KEY: key.toString('base64'), sandboxWebhookSecret: 'x' })).toEqual(
      key,
    );
    const derived = tokenKey({ sandboxWebhookSecret: 'secreto' });
    expect(derived).toHaveLength(32);
    expect(tokenKey({ sandboxWebhookSecret: 'secreto' })).toEqual(derived);
    expect(tokenKey({ sandboxWebhookSecret: 'otro' })).not.toEqual(derived);
  });
});
