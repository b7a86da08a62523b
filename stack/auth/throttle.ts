/**
 * Sign-in and sign-up limits by client address, as GoTrue limits them (docs/local-stack.md#auth;
 * https://supabase.com/docs/guides/auth/rate-limits): `[auth.rate_limit] sign_in_sign_ups` requests
 * (default 30) per 5 minutes per address. On top, 5 wrong passwords for one email from one address
 * within 5 minutes make that address wait (429) for that email — but never another address: the
 * account itself is not locked, so an attacker cannot lock its owner out.
 * In memory: a restart clears it, which is acceptable for a dev/test stack.
 */

/** Timestamps (ms) per key within a sliding window. */
class SlidingWindow {
  private readonly hits = new Map<string, number[]>();

  constructor(private readonly windowMs: number) {}

  /** Hits of `key` still inside the window at `now`. */
  count(key: string, now: number): number {
    const list = (this.hits.get(key) ?? []).filter((at) => now - at < this.windowMs);
    if (list.length) this.hits.set(key, list);
    else this.hits.delete(key);
    return list.length;
  }

  add(key: string, now: number): void {
    this.count(key, now);
    this.hits.set(key, [...(this.hits.get(key) ?? []), now]);
  }

  clear(key: string): void {
    this.hits.delete(key);
  }
}

export interface SignInLimitOptions {
  /** Sign-in + sign-up requests per address per window (`sign_in_sign_ups`, default 30). */
  requestsPerAddress?: number;
  /** Wrong passwords per address + email per window before that pair waits (default 5). */
  failuresPerAddressAndEmail?: number;
  /** Window length in ms (default 5 minutes). */
  windowMs?: number;
}

export class SignInLimits {
  private readonly requests: SlidingWindow;
  private readonly failures: SlidingWindow;
  private readonly maxRequests: number;
  private readonly maxFailures: number;

  constructor(options: SignInLimitOptions = {}) {
    const windowMs = options.windowMs ?? 5 * 60_000;
    this.requests = new SlidingWindow(windowMs);
    this.failures = new SlidingWindow(windowMs);
    this.maxRequests = options.requestsPerAddress ?? 30;
    this.maxFailures = options.failuresPerAddressAndEmail ?? 5;
  }

  /**
   * Counts one sign-in or sign-up request from `address`.
   * @returns false when the address has used up its requests in the window (answer 429)
   */
  admitRequest(address: string, now = Date.now()): boolean {
    if (this.requests.count(address, now) >= this.maxRequests) return false;
    this.requests.add(address, now);
    return true;
  }

  /** True when `address` has made too many wrong guesses for `email` in the window. */
  isBlocked(address: string, email: string, now = Date.now()): boolean {
    return this.failures.count(pairKey(address, email), now) >= this.maxFailures;
  }

  recordFailure(address: string, email: string, now = Date.now()): void {
    this.failures.add(pairKey(address, email), now);
  }

  /** A successful sign-in from `address` forgets that address's earlier failures for `email`. */
  reset(address: string, email: string): void {
    this.failures.clear(pairKey(address, email));
  }
}

const pairKey = (address: string, email: string) => `${address}\n${email.toLowerCase()}`;
