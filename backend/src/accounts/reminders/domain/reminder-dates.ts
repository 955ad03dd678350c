import {
  REMINDER_DAYS_BEFORE,
  occasionTakesDate,
  motheringSunday,
  plusDays,
  type IsoDate,
  type ReminderOccasion,
} from '@shop/contracts';

/** When a reminder's occasion falls: its kind, and the day and month when the customer gives them. */
export interface OccasionWhen {
  occasion: ReminderOccasion;
  month: number | null;
  day: number | null;
}

const pad = (n: number) => String(n).padStart(2, '0');
const isoOf = (year: number, month: number, day: number): IsoDate =>
  `${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}`;

export const isLeapYear = (year: number): boolean =>
  (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** Days in a month, February counted with its 29th (a birthday on it is a real date). */
export function daysInMonth(month: number): number {
  return month === 2 ? 29 : [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** The third Sunday of June: Father's Day in the UK. */
function thirdSundayOfJune(year: number): IsoDate {
  const firstWeekday = new Date(Date.UTC(year, 5, 1)).getUTCDay();
  return isoOf(year, 6, 1 + ((7 - firstWeekday) % 7) + 14);
}

/**
 * The occasion's date in `year`. The shop's own dates work themselves out (Mothering Sunday is
 * three weeks before Easter Sunday); a 29th February falls on the 28th in other years.
 */
export function occasionDateIn(when: OccasionWhen, year: number): IsoDate {
  switch (when.occasion) {
    case "Mother's Day":
      return motheringSunday(year);
    case "Father's Day":
      return thirdSundayOfJune(year);
    case "Valentine's Day":
      return isoOf(year, 2, 14);
    case 'Christmas':
      return isoOf(year, 12, 25);
    case 'Birthday':
    case 'Anniversary':
    case 'Other': {
      const { month, day } = when;
      if (month === null || day === null) throw new RangeError(`${when.occasion} without a date`);
      if (month === 2 && day === 29 && !isLeapYear(year)) return isoOf(year, 2, 28);
      return isoOf(year, month, day);
    }
    default: {
      const never: never = when.occasion;
      throw new RangeError(`Unknown occasion ${String(never)}`);
    }
  }
}

/** The occasion's next date on or after `from`. */
export function nextOccasionDate(when: OccasionWhen, from: IsoDate): IsoDate {
  const year = Number(from.slice(0, 4));
  const thisYear = occasionDateIn(when, year);
  return thisYear >= from ? thisYear : occasionDateIn(when, year + 1);
}

/**
 * The occurrence a reminder email is due for on `today` (London): the occasion's date when it
 * is 1 to 7 days away, else null. Normally the job sees it first exactly 7 days before; a shop
 * that was down catches up, and a reminder added in the last week is sent at once.
 */
export function dueOccasionDate(when: OccasionWhen, today: IsoDate): IsoDate | null {
  const next = nextOccasionDate(when, plusDays(today, 1));
  return next <= plusDays(today, REMINDER_DAYS_BEFORE) ? next : null;
}

/** Which reminders may be due on `today`, for the job's query: dated occasions, and day + month pairs. */
export interface DueWindow {
  occasions: ReminderOccasion[];
  days: { month: number; day: number }[];
}

export function dueWindow(today: IsoDate, all: readonly ReminderOccasion[]): DueWindow {
  const occasions = all.filter(
    (occasion) =>
      !occasionTakesDate(occasion) &&
      dueOccasionDate({ occasion, month: null, day: null }, today) !== null,
  );
  const days: { month: number; day: number }[] = [];
  for (let ahead = 1; ahead <= REMINDER_DAYS_BEFORE; ahead += 1) {
    const date = plusDays(today, ahead);
    const [year, month, day] = date.split('-').map(Number);
    days.push({ month, day });
    if (month === 2 && day === 28 && !isLeapYear(year)) days.push({ month: 2, day: 29 });
  }
  return { occasions, days };
}
