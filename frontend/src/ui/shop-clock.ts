/** Written on `<html>` by the server when the shop's clock is not the machine's (tests only). */
export const SHOP_CLOCK_OFFSET_ATTRIBUTE = 'data-shop-clock-offset';

let serverNow: (() => Date) | null = null;
let pageOffsetMs: number | null = null;

/**
 * Installed by the server renderer: pages rendered on the server tell the time by the shop's
 * own clock (the backend's Clock), the one the API answers by, which a test run can start at a
 * chosen instant (SHOP_CLOCK_START).
 */
export function setServerClock(now: () => Date): void {
  serverNow = now;
}

/**
 * How far the shop's clock runs from the machine's, in whole seconds: 0 unless a test run
 * started it elsewhere. The server works it out; the browser reads what the page says
 * ({@link SHOP_CLOCK_OFFSET_ATTRIBUTE}, written by Document.tsx), so its dates are the API's while
 * its own clock, which the captcha widget and the query cache compare with the server's
 * machine clock, is left alone.
 */
export function shopClockOffsetMs(): number {
  if (serverNow) return Math.round((serverNow().getTime() - Date.now()) / 1000) * 1000;
  if (pageOffsetMs === null) {
    const written =
      typeof document === 'undefined'
        ? null
        : document.documentElement.getAttribute(SHOP_CLOCK_OFFSET_ATTRIBUTE);
    const offset = Number(written);
    pageOffsetMs = written !== null && Number.isSafeInteger(offset) ? offset : 0;
  }
  return pageOffsetMs;
}

/**
 * Now, for the dates the storefront works out itself (London's today, this month, this year):
 * the shop's clock, on the server and in the browser alike.
 */
export function shopNow(): Date {
  return serverNow ? serverNow() : new Date(Date.now() + shopClockOffsetMs());
}
