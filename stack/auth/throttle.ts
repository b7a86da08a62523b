/**
 * Per-account throttle on failed password sign-ins: after `maxFailures` failures for one email
 * within `windowMs`, further attempts for that email (right password or not) get 429
 * over_request_rate_limit until the oldest failure leaves the window. GoTrue itself limits per IP
 * (`[auth.rate_limit] sign_in_sign_ups`); the issue asks for a per-account throttle on top.
 * In memory: a restart clears it, which is acceptable for a dev/test stack.
 */
export class SignInThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly maxFailures = 5,
    private readonly windowMs = 5 * 60_000,
  ) {}

  private recent(key: string, now: number): number[] {
    const list = (this.failures.get(key) ?? []).filter((at) => now - at < this.windowMs);
    if (list.length) this.failures.set(key, list);
    else this.failures.delete(key);
    return list;
  }

  /** True when `email` has used up its failures in the current window. */
  isBlocked(email: string, now = Date.now()): boolean {
    return this.recent(email.toLowerCase(), now).length >= this.maxFailures;
  }

  recordFailure(email: string, now = Date.now()): void {
    const key = email.toLowerCase();
    this.failures.set(key, [...this.recent(key, now), now]);
  }

  /** A successful sign-in forgets earlier failures. */
  reset(email: string): void {
    this.failures.delete(email.toLowerCase());
  }
}
