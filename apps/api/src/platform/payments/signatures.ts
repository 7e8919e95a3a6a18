import { createHmac, timingSafeEqual } from 'node:crypto';
import { CHECKOUT_MSG } from '@bazar/shared';
import { AppError } from '../errors/app-error.js';

/** Notifications older (or further in the future) than this are refused, so a captured one cannot be replayed later. */
export const NOTIFICATION_TOLERANCE_MS = 5 * 60_000;

export function hmacHex(secret: string, message: string): string {
  return createHmac('sha256', secret).update(message).digest('hex');
}

/** Constant-time comparison of two hex digests. */
export function sameDigest(expected: string, received: string): boolean {
  const a = Buffer.from(expected, 'hex');
  const b = Buffer.from(received, 'hex');
  return a.length === b.length && a.length > 0 && timingSafeEqual(a, b);
}

/** Parses `ts=…,v1=…` (Mercado Pago) or `t=…,v1=…` (sandbox). */
export function parseSignatureHeader(value: string | undefined): { ts: string; v1: string } {
  const parts = new Map<string, string>();
  for (const part of (value ?? '').split(',')) {
    const [key, ...rest] = part.split('=');
    if (key && rest.length) parts.set(key.trim(), rest.join('=').trim());
  }
  const ts = parts.get('ts') ?? parts.get('t');
  const v1 = parts.get('v1');
  if (!ts || !v1 || !/^\d{1,16}$/.test(ts) || !/^[0-9a-f]{64}$/i.test(v1)) throw invalidSignature();
  return { ts, v1 };
}

/** Timestamps in seconds or milliseconds; refuses stale ones. */
export function assertFresh(ts: string, now = Date.now()): void {
  const n = Number(ts);
  const ms = n < 1e12 ? n * 1000 : n;
  if (Math.abs(now - ms) > NOTIFICATION_TOLERANCE_MS) throw new AppError(401, CHECKOUT_MSG.staleNotification);
}

export const invalidSignature = () => new AppError(401, CHECKOUT_MSG.invalidSignature);
