let serverNow: (() => Date) | null = null;

/**
 * Installed by the server renderer: pages rendered on the server tell the time by the shop's
 * own clock (the backend's Clock), the one the API answers by, which a test run can pin
 * (SHOP_CLOCK_START). Then a server-rendered date agrees with the API's days and with a browser
 * whose clock the test has pinned to the same instant, and hydrating it finds no mismatch.
 */
export function setServerClock(now: () => Date): void {
  serverNow = now;
}

/**
 * Now, for the dates the storefront works out itself (London's today, this month, this year):
 * the shop's clock while rendering on the server, the device's in the browser.
 */
export function shopNow(): Date {
  return serverNow ? serverNow() : new Date();
}
