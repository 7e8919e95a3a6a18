import { INTERNAL_ERROR, INVALID_REQUEST } from '@bazar/shared';
import { clearAuth, getAuth } from './auth-store';

export interface FieldError {
  param: string;
  msg: string;
}

/** Any non-2xx answer, carrying the API's `{ errors: [{param,msg}] }` or `{ type?, msg }` shape. */
export class ApiError extends Error {
  readonly status: number;
  readonly type: string | undefined;
  readonly fieldErrors: FieldError[];

  constructor(status: number, message: string, fieldErrors: FieldError[] = [], type?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fieldErrors = fieldErrors;
    this.type = type;
  }

  /** The message of one field, for forms. */
  fieldMessage(param: string): string | undefined {
    return this.fieldErrors.find((e) => e.param === param)?.msg;
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
}

/** Same-origin in production (the API serves the SPA) and through Vite's proxy in development. */
const API_BASE = '';

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return `${API_BASE}${path}${qs ? `?${qs}` : ''}`;
}

export function toApiError(status: number, payload: unknown): ApiError {
  if (typeof payload === 'object' && payload !== null) {
    const { errors, msg, type } = payload as Record<string, unknown>;
    if (Array.isArray(errors)) {
      const fieldErrors = errors
        .filter((e): e is FieldError => typeof e?.param === 'string' && typeof e?.msg === 'string')
        .map(({ param, msg: m }) => ({ param, msg: m }));
      return new ApiError(status, fieldErrors[0]?.msg ?? INVALID_REQUEST, fieldErrors);
    }
    if (typeof msg === 'string')
      return new ApiError(status, msg, [], typeof type === 'string' ? type : undefined);
  }
  return new ApiError(status, INTERNAL_ERROR);
}

/**
 * Public catalog reads may be served from the browser's cache for a few seconds (see the API's
 * public-cache). After this browser changes something, its reads ask the server again for a
 * while (a cheap 304 when nothing changed), so a person always sees their own writes.
 */
const REVALIDATE_AFTER_WRITE_MS = 60_000;
// Kept in sessionStorage: a reload or a link opened in the same tab right after a write must
// not be served the browser's older copy either.
const REVALIDATE_KEY = 'bazar.revalidateUntil';

/** GETs that change stock: confirming a payment sells it. */
const CHANGING_GETS = ['/api/paymentIdPM'];

function revalidating(): boolean {
  try {
    return Date.now() < Number(sessionStorage.getItem(REVALIDATE_KEY) ?? 0);
  } catch {
    return false;
  }
}

function wrote(): void {
  try {
    sessionStorage.setItem(REVALIDATE_KEY, String(Date.now() + REVALIDATE_AFTER_WRITE_MS));
  } catch {
    // Storage off: only this page's reads revalidate (none are cached across a reload then).
  }
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { accept: 'application/json' };
  const auth = getAuth();
  if (auth) headers['auth-token'] = auth.token;
  let body: string | undefined;
  if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const response = await fetch(buildUrl(path, options.query), {
    method,
    headers,
    body,
    signal: options.signal,
    cache: method === 'GET' && revalidating() ? 'no-cache' : 'default',
  });
  if (method !== 'GET' || CHANGING_GETS.some((prefix) => path.startsWith(prefix))) wrote();
  const text = await response.text();
  let payload: unknown = null;
  if (text) {
    try {
      payload = JSON.parse(text);
    } catch {
      payload = null;
    }
  }
  // A 401 to a call that carried a token means the session is gone (logout elsewhere, ban,
  // password reset, expiry): forget it so the guards and the header follow.
  if (response.status === 401 && auth && getAuth()?.token === auth.token) clearAuth();
  if (!response.ok) throw toApiError(response.status, payload);
  return payload as T;
}
