import type { DeviceType } from '@shop/contracts';

// Tablets first: Android tablets say "Android" without "Mobile", iPads say "iPad".
const TABLET = /iPad|Tablet|PlayBook|Silk|Kindle|Nexus (?:7|9|10)|Android(?!.*Mobile)/i;
const PHONE = /Mobi|iPhone|iPod|Android|Windows Phone|BlackBerry|BB10|Opera Mini|IEMobile/i;

/**
 * The analytics device type code (m phone, t tablet, d desktop) of a User-Agent, or null when
 * the request sent none. The storefront codes by screen width; the server has only the
 * User-Agent, so an iPad asking for the desktop site (iPadOS' default) counts as desktop.
 */
export function deviceTypeOf(userAgent: string | undefined): DeviceType | null {
  if (!userAgent) return null;
  if (TABLET.test(userAgent)) return 't';
  if (PHONE.test(userAgent)) return 'm';
  return 'd';
}
