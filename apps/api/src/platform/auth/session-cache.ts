import type { SessionUser } from './sessions.js';

interface Entry {
  user: SessionUser;
  /** Epoch ms after which the entry is not trusted any more. */
  until: number;
}

/**
 * The callers behind recently seen tokens, for a few seconds: a buyer's purchase is six
 * requests in a quarter of a second, and looking the session up each time was a quarter of the
 * purchase's statements. Only live sessions are kept (an unknown token always asks the database),
 * keyed by the token's digest, never past the session's own expiry.
 *
 * Whatever can end or change a session (logout, ban, password or e-mail change, recovery, an
 * edited user) calls `forgetUser`: on this instance at once, on the others through the event
 * bus. If the bus cannot reach another instance (Redis down), that instance trusts its entry for
 * at most `ttlMs`.
 */
export class SessionCache {
  readonly #entries = new Map<string, Entry>();
  /** Bumped by every forget: a lookup that began before it must not store what it read. */
  #epoch = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  get epoch(): number {
    return this.#epoch;
  }

  get(key: string, now = Date.now()): SessionUser | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.until > now) return entry.user;
    this.#entries.delete(key);
    return undefined;
  }

  /** Keeps a lookup's answer, unless a forget happened since `epoch` was read (it may be stale). */
  set(key: string, user: SessionUser, expiresAt: number, epoch: number, now = Date.now()): void {
    if (!this.enabled || epoch !== this.#epoch) return;
    // Full: the oldest entry goes (a Map iterates in insertion order).
    if (this.#entries.size >= this.maxEntries && !this.#entries.has(key)) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.set(key, { user, until: Math.min(now + this.ttlMs, expiresAt) });
  }

  forgetUser(userId: number): void {
    this.#epoch += 1;
    for (const [key, entry] of this.#entries) {
      if (entry.user.id === userId) this.#entries.delete(key);
    }
  }

  get size(): number {
    return this.#entries.size;
  }
}
