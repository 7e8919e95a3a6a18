import { describe, expect, it } from 'vitest';
import { parseReference, partReference } from './provider.js';
import { createSandboxProvider, SANDBOX_SIGNATURE_HEADER } from './sandbox-provider.js';
import { assertFresh, hmacHex, parseSignatureHeader, sameDigest } from './signatures.js';

const CHECKOUT = '3f2b8c1e-6a4d-4f0b-9c7e-1d2a3b4c5d6e';

describe('sandbox payment ids', () => {
  const sandbox = createSandboxProvider('secreto-de-prueba');

  it('carry their checkout, status and amount', async () => {
    const id = sandbox.createPayment({ checkoutId: CHECKOUT, status: 'approved', amountCents: 123_456 });
    expect(id.length).toBeLessThanOrEqual(100);
    expect(await sandbox.getPayment(id)).toMatchObject({
      id,
      status: 'approved',
      amountCents: 123_456,
      currency: 'USD',
      checkoutId: CHECKOUT,
    });
  });

  it('cannot be altered or made with another secret', async () => {
    const id = sandbox.createPayment({ checkoutId: CHECKOUT, status: 'rejected', amountCents: 5000 });
    const approved = id.replace('.r.', '.a.');
    expect(approved).not.toBe(id);
    expect(await sandbox.getPayment(approved)).toBeUndefined();
    const other = createSandboxProvider('otro-secreto').createPayment({
      checkoutId: CHECKOUT,
      status: 'approved',
      amountCents: 5000,
    });
    expect(await sandbox.getPayment(other)).toBeUndefined();
    expect(await sandbox.getPayment('12345')).toBeUndefined();
  });

  it('signs notifications that only the same secret verifies', () => {
    const { headers, body } = sandbox.signNotification('pago-1');
    const input = { headers, query: {}, rawBody: body, body: JSON.parse(body) };
    expect(sandbox.verifyNotification(input)).toBe('pago-1');
    expect(() => createSandboxProvider('otro').verifyNotification(input)).toThrow();
    const tampered = { ...input, headers: { ...headers, [SANDBOX_SIGNATURE_HEADER]: 't=1,v1=zz' } };
    expect(() => sandbox.verifyNotification(tampered)).toThrow();
  });
});

describe('signature helpers', () => {
  it('parse ts/t and v1, refusing malformed headers', () => {
    const v1 = hmacHex('k', 'm');
    expect(parseSignatureHeader(`ts=1704908010,v1=${v1}`)).toEqual({ ts: '1704908010', v1 });
    expect(parseSignatureHeader(`t=1704908010000, v1=${v1}`)).toEqual({ ts: '1704908010000', v1 });
    for (const bad of [undefined, '', 'ts=abc,v1=00', `v1=${v1}`, 'ts=1']) {
      expect(() => parseSignatureHeader(bad)).toThrow();
    }
  });

  it('compare digests in constant time, refusing different lengths', () => {
    const digest = hmacHex('k', 'm');
    expect(sameDigest(digest, digest)).toBe(true);
    expect(sameDigest(digest, hmacHex('k', 'n'))).toBe(false);
    expect(sameDigest(digest, digest.slice(0, 10))).toBe(false);
  });

  it('accept timestamps within five minutes, in seconds or milliseconds', () => {
    const now = 1_800_000_000_000;
    expect(() => assertFresh(String(now - 60_000), now)).not.toThrow();
    expect(() => assertFresh(String(Math.floor(now / 1000) - 60), now)).not.toThrow();
    expect(() => assertFresh(String(now - 6 * 60_000), now)).toThrow();
    expect(() => assertFresh(String(Math.floor(now / 1000) + 600), now)).toThrow();
  });
});

describe('split checkouts: a part in the reference', () => {
  const sandbox = createSandboxProvider('secreto-de-prueba');

  it("Mercado Pago's external_reference names the checkout and, for a part, its position", () => {
    expect(parseReference(partReference(CHECKOUT, 2))).toEqual({ checkoutId: CHECKOUT, part: 2 });
    expect(parseReference(CHECKOUT)).toEqual({ checkoutId: CHECKOUT, part: null });
    expect(parseReference(42)).toEqual({ checkoutId: null, part: null });
  });

  it('a sandbox payment of a part carries it, signed: changing it makes the id unknown', async () => {
    const id = sandbox.createPayment({ checkoutId: CHECKOUT, part: 3, status: 'approved', amountCents: 500 });
    expect(await sandbox.getPayment(id)).toMatchObject({ checkoutId: CHECKOUT, part: 3, amountCents: 500 });
    expect(await sandbox.getPayment(id.replace('p3.', 'p1.'))).toBeUndefined();
    const whole = sandbox.createPayment({ checkoutId: CHECKOUT, status: 'approved', amountCents: 500 });
    expect((await sandbox.getPayment(whole))?.part).toBeNull();
  });
});
