import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.useRealTimers();
  vi.resetModules();
  document.documentElement.removeAttribute('data-shop-clock-offset');
});

const loadShopClock = () => import('./shop-clock');

describe('the shop clock on the server', () => {
  it("is the shop's clock once the renderer installs it, and says how far it is from the machine's", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T15:00:00.400Z'));
    const { setServerClock, shopClockOffsetMs, shopNow } = await loadShopClock();
    let now = new Date('2026-11-18T10:00:00Z');
    setServerClock(() => now);
    expect(shopNow().toISOString()).toBe('2026-11-18T10:00:00.000Z');
    expect(shopClockOffsetMs()).toBe(-(10 * 24 + 5) * 3600_000);
    now = new Date('2026-11-28T15:00:00.700Z');
    expect(shopClockOffsetMs()).toBe(0);
  });
});

describe('the shop clock in the browser', () => {
  it("is the device's clock when the page names no offset", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T15:00:00Z'));
    const { shopClockOffsetMs, shopNow } = await loadShopClock();
    expect(shopClockOffsetMs()).toBe(0);
    expect(shopNow().toISOString()).toBe('2026-11-28T15:00:00.000Z');
  });

  it("runs the page's offset from the device's clock", async () => {
    document.documentElement.setAttribute('data-shop-clock-offset', String(-3 * 3600_000));
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T15:00:00Z'));
    const { shopNow } = await loadShopClock();
    expect(shopNow().toISOString()).toBe('2026-11-28T12:00:00.000Z');
    vi.setSystemTime(new Date('2026-11-28T15:01:00Z'));
    expect(shopNow().toISOString()).toBe('2026-11-28T12:01:00.000Z');
  });

  it('ignores an offset that is not a whole number of milliseconds', async () => {
    document.documentElement.setAttribute('data-shop-clock-offset', 'soon');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T15:00:00Z'));
    const { shopNow } = await loadShopClock();
    expect(shopNow().toISOString()).toBe('2026-11-28T15:00:00.000Z');
  });
});
