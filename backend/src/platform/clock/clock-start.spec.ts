import { parseClockStart, StartedClock } from './clock-start';

describe('SHOP_CLOCK_START', () => {
  it('is the system clock when unset or blank', () => {
    expect(parseClockStart(undefined, undefined)).toBeNull();
    expect(parseClockStart('  ', 'test')).toBeNull();
    expect(parseClockStart('', 'production')).toBeNull();
  });

  it('reads an ISO 8601 instant in UTC or with an offset', () => {
    expect(parseClockStart('2026-11-18T10:00:00Z', undefined)?.toISOString()).toBe(
      '2026-11-18T10:00:00.000Z',
    );
    expect(parseClockStart(' 2026-06-10T10:00:00+01:00 ', 'test')?.toISOString()).toBe(
      '2026-06-10T09:00:00.000Z',
    );
    expect(parseClockStart('2028-02-29T23:30:15.250-05:00', 'development')?.toISOString()).toBe(
      '2028-03-01T04:30:15.250Z',
    );
  });

  it('refuses a date without a time or zone, a day that does not exist, and other text', () => {
    const refusal = (value: string) =>
      `SHOP_CLOCK_START must be an ISO 8601 instant with its zone, such as 2026-11-18T10:00:00Z, got "${value}"`;
    for (const value of [
      '2026-11-18',
      '2026-11-18T10:00:00',
      '2026-02-30T10:00:00Z',
      '2026-11-18T25:00:00Z',
      'Wednesday',
      '1763460000000',
    ]) {
      expect(() => parseClockStart(value, undefined)).toThrow(refusal(value));
    }
  });

  it('is refused in production, even when well formed', () => {
    expect(() => parseClockStart('2026-11-18T10:00:00Z', 'production')).toThrow(
      'SHOP_CLOCK_START pins the clock for tests and is refused when NODE_ENV is production: unset it',
    );
  });
});

describe('StartedClock', () => {
  it('starts at its instant and moves on as much as real time does', () => {
    let elapsed = 5_000;
    const clock = new StartedClock(new Date('2026-11-18T10:00:00Z'), () => elapsed);
    expect(clock.now().toISOString()).toBe('2026-11-18T10:00:00.000Z');
    elapsed += 90_500;
    expect(clock.now().toISOString()).toBe('2026-11-18T10:01:30.500Z');
  });

  it('ticks with the process by default', async () => {
    const clock = new StartedClock(new Date('2026-11-18T10:00:00Z'));
    const first = clock.now().getTime();
    await new Promise((resolve) => setImmediate(resolve));
    const second = clock.now().getTime();
    expect(first).toBeGreaterThanOrEqual(Date.parse('2026-11-18T10:00:00Z'));
    expect(second).toBeGreaterThanOrEqual(first);
    expect(second - Date.parse('2026-11-18T10:00:00Z')).toBeLessThan(60_000);
  });
});
