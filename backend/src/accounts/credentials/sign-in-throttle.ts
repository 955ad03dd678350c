import { Injectable } from '@nestjs/common';
import { Clock } from '../../platform/clock/clock';

/** Failures of one email from one address before that pair is refused. */
const MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS = 5;
/**
 * Failures from one address, whatever the emails, before the address is refused: password
 * spraying (one guess at many accounts) is throttled too. High enough for an office behind one
 * address where a few people mistype.
 */
const MAX_FAILURES_PER_ADDRESS = 20;
const WINDOW_MS = 15 * 60 * 1000;
const MAX_KEYS = 100_000;

/**
 * Failed sign-ins over the last 15 minutes, per email and address and per address alone; at the
 * limit, further attempts are refused until the oldest failure ages out. The address is the one
 * Express derives (`request.ip`, trusting only the configured proxy hops), so a client cannot
 * reset it with its own X-Forwarded-For. Kept in memory per instance (README): with N instances
 * an attacker gets at most N times the limits per window, which scrypt keeps slow.
 */
@Injectable()
export class SignInThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(private readonly clock: Clock) {}

  /**
   * Starts a sign-in attempt: false when this email and address, or this address alone, has
   * failed too often. Otherwise the attempt is counted as a failure **before** the password is
   * checked, so a burst of simultaneous attempts cannot all pass the check while their hashes
   * wait: call `succeeded` or `refund` once the outcome is known.
   */
  attempt(email: string, ip: string): boolean {
    if (this.isBlocked(email, ip)) return false;
    this.remember(pairKey(email, ip));
    this.remember(addressKey(ip));
    return true;
  }

  /** True once this email and address, or this address alone, has failed too often. */
  isBlocked(email: string, ip: string): boolean {
    return (
      this.recent(pairKey(email, ip)).length >= MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS ||
      this.recent(addressKey(ip)).length >= MAX_FAILURES_PER_ADDRESS
    );
  }

  /** A successful sign-in forgets that email's failures from the address, and this attempt. */
  succeeded(email: string, ip: string): void {
    this.failures.delete(pairKey(email, ip));
    this.forgetOne(addressKey(ip));
  }

  /** An attempt whose password was never checked (the hashing queue was full) does not count. */
  refund(email: string, ip: string): void {
    this.forgetOne(pairKey(email, ip));
    this.forgetOne(addressKey(ip));
  }

  private forgetOne(key: string): void {
    const times = this.failures.get(key);
    if (!times) return;
    times.pop();
    if (times.length === 0) this.failures.delete(key);
  }

  private remember(key: string): void {
    const times = [...this.recent(key), this.clock.now().getTime()];
    this.failures.delete(key);
    this.failures.set(key, times);
    // Bounded: the oldest keys go first, so a flood of made-up emails cannot exhaust memory.
    if (this.failures.size > MAX_KEYS) {
      this.failures.delete(this.failures.keys().next().value as string);
    }
  }

  private recent(key: string): number[] {
    const since = this.clock.now().getTime() - WINDOW_MS;
    const times = (this.failures.get(key) ?? []).filter((t) => t > since);
    if (times.length === 0) this.failures.delete(key);
    return times;
  }
}

const pairKey = (email: string, ip: string): string => `${email.trim().toLowerCase()}\u0000${ip}`;
const addressKey = (ip: string): string => `\u0001${ip}`;
