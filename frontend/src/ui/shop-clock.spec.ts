import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.useRealTimers();
  vi.resetModules();
});

describe('shopNow', () => {
  it("is the device's clock until a server clock is installed", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-18T10:00:00Z'));
    const { shopNow } = await import('./shop-clock');
    expect(shopNow().toISOString()).toBe('2026-11-18T10:00:00.000Z');
  });

  it("is the server's clock once the renderer installs it", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T15:00:00Z'));
    const { setServerClock, shopNow } = await import('./shop-clock');
    let now = new Date('2026-11-18T10:00:00Z');
    setServerClock(() => now);
    expect(shopNow().toISOString()).toBe('2026-11-18T10:00:00.000Z');
    now = new Date('2026-11-18T10:05:00Z');
    expect(shopNow().toISOString()).toBe('2026-11-18T10:05:00.000Z');
  });
});
