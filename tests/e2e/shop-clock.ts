import { addDays, londonDateOf, type IsoDate } from '../../contracts/src/common/dates';

/**
 * The instant the browser suite's shop starts at, whatever day the suite runs: Wednesday
 * 18 November 2026, 10:00 in London (GMT). A plain weekday morning, hours before the day's
 * cut-offs (14:00 and 17:00, backend/src/delivery-rules/domain/distributor-rules.ts), twelve days
 * from a month's end and weeks from a bank holiday. playwright.config.ts starts the shop's clock
 * there (SHOP_CLOCK_START; it then runs on). Pages take their dates from the same clock (the
 * offset the server writes on `<html>`, frontend/src/ui/shop-clock.ts), while the browser's own
 * clock stays the machine's, as the captcha's expiry and the query cache expect. Set
 * SHOP_CLOCK_START to run the suite at another instant.
 */
export const SHOP_CLOCK_START = process.env.SHOP_CLOCK_START || '2026-11-18T10:00:00Z';

/** The shop's today in London, as the API and the pages see it. */
export const shopToday = (): IsoDate => londonDateOf(new Date(SHOP_CLOCK_START));

/** The London calendar day `days` after the shop's today. */
export const shopDayAfter = (days: number): IsoDate => addDays(shopToday(), days);
