import { Injectable } from '@nestjs/common';
import { Clock } from '../../platform/clock/clock';

const MAX_FAILURES = 5;
const WINDOW_MS = 15 * 60 * 1000;
const MAX_KEYS = 100_000;

/**
 * Failed sign-ins per email and IP address over the last 15 minutes; after five, further
 * attempts are refused until the oldest failure ages out. Kept in memory per instance (README):
 * with N instances an attacker gets at most N × 5 tries per window, which scrypt keeps slow.
 */
@Injectable()
export class SignInThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(private readonly clock: Clock) {}

  /** True once this email and IP have failed five times in the window: the sixth try is refused. */
  isBlocked(email: string, ip: string): boolean {
    return this.recent(keyOf(email, ip)).length >= MAX_FAILURES;
  }

  recordFailure(email: string, ip: string): void {
    const key = keyOf(email, ip);
    const times = [...this.recent(key), this.clock.now().getTime()];
    this.failures.delete(key);
    this.failures.set(key, times);
    // Bounded: the oldest keys go first, so a flood of made-up emails cannot exhaust memory.
    if (this.failures.size > MAX_KEYS)
      this.failures.delete(this.failures.keys().next().value as string);
  }

  /** A successful sign-in forgets the failures. */
  reset(email: string, ip: string): void {
    this.failures.delete(keyOf(email, ip));
  }

  private recent(key: string): number[] {
    const since = this.clock.now().getTime() - WINDOW_MS;
    const times = (this.failures.get(key) ?? []).filter((t) => t > since);
    if (times.length === 0) this.failures.delete(key);
    return times;
  }
}

const keyOf = (email: string, ip: string): string => `${email.trim().toLowerCase()}\u0000${ip}`;
