import { SHOP_ZONE } from '@shop/contracts';
import { DateTime } from 'luxon';

// Fixed English month names: ICU's en-GB short months vary by version ('Sep' or 'Sept').
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** An instant as London reads it: `5 Jun 2026, 14:03:09` (BST or GMT as it was then). */
export function londonTime(iso: string): string {
  const t = DateTime.fromISO(iso, { zone: 'utc' }).setZone(SHOP_ZONE);
  if (!t.isValid) return iso;
  return `${t.day} ${MONTHS[t.month - 1]} ${t.year}, ${t.toFormat('HH:mm:ss')}`;
}
