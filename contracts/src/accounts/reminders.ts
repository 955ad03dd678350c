import type { IsoDate } from '../common/iso-date';

/**
 * The reminder service (docs/rules-storefront.md "Routes": `/account/reminder-service…`): a
 * signed-in customer keeps a list of occasions (whose, which day); a week before each one the shop
 * emails them a reminder with a gift idea and a link that stops the reminder without signing in.
 *
 * Every reminder repeats every year. Birthdays, anniversaries and other occasions fall on the
 * day and month the customer gives (29th February falls on the 28th in other years); the shop's
 * own dates work themselves out each year and take no day or month: Mother's Day (Mothering
 * Sunday, three weeks before Easter Sunday), Father's Day (the third Sunday of June),
 * Valentine's Day (14th February) and Christmas (25th December).
 */

/** The occasions a reminder can be for, in the order the form offers them. */
export const REMINDER_OCCASIONS = [
  'Birthday',
  'Anniversary',
  "Mother's Day",
  "Father's Day",
  "Valentine's Day",
  'Christmas',
  'Other',
] as const;

export type ReminderOccasion = (typeof REMINDER_OCCASIONS)[number];

/** Occasions with a date of their own each year: a reminder for them takes no day or month. */
export const DATED_OCCASIONS: readonly ReminderOccasion[] = [
  "Mother's Day",
  "Father's Day",
  "Valentine's Day",
  'Christmas',
];

/** Whether the customer gives the occasion's day and month (birthdays, anniversaries, other). */
export const occasionTakesDate = (occasion: ReminderOccasion): boolean =>
  !DATED_OCCASIONS.includes(occasion);

/** The category a reminder's gift idea comes from when the customer has not chosen one. */
export const REMINDER_OCCASION_CATEGORY: Readonly<Record<ReminderOccasion, string>> = {
  Birthday: 'birthday-flowers-and-gifts',
  Anniversary: 'roses',
  "Mother's Day": 'mothers-day-flowers',
  "Father's Day": 'fathers-day-gifts',
  "Valentine's Day": 'valentines-flowers',
  Christmas: 'christmas-flowers',
  Other: 'flowers',
};

/** Longest recipient name and note, and how many active reminders a customer may keep. */
export const REMINDER_LIMITS = { recipientName: 100, note: 500, perCustomer: 100 } as const;

/** How many days before the occasion the reminder email goes. */
export const REMINDER_DAYS_BEFORE = 7;

/** `POST /api/account/reminders` (add) and `POST /api/account/reminders/{id}` (edit). */
export interface ReminderRequest {
  occasion: ReminderOccasion;
  /** 1–12; required for Birthday, Anniversary and Other, ignored for the dated occasions. */
  month?: number | null;
  /** 1–31 (a real day of that month; 29th February allowed). Same rule as `month`. */
  day?: number | null;
  recipientName: string;
  /** Up to 500 characters, shown in the reminder email. */
  note?: string;
  /** A product of the shop as the gift idea; none: the shop's pick for the occasion. */
  productId?: number | null;
}

/** `GET /api/account/reminders/{id}`: one of the signed-in customer's active reminders. */
export interface ReminderData {
  id: string;
  occasion: ReminderOccasion;
  /** Null for the dated occasions. */
  month: number | null;
  day: number | null;
  recipientName: string;
  note: string;
  productId: number | null;
  /** The occasion's next date in London, today included. */
  nextDate: IsoDate;
}

/** `GET /api/account/reminders` (and the answer to a deactivation): active reminders, soonest first. */
export type ReminderList = ReminderData[];

/** `POST /api/reminders/deactivate`: the token from the email's 'Stop these reminders' link. */
export interface DeactivateReminderRequest {
  token: string;
}

/** What the emailed link stopped (it works without signing in). */
export interface DeactivatedReminder {
  occasion: ReminderOccasion;
  recipientName: string;
}

/** The words of the reminder service, shown as they are. */
export const REMINDER_MESSAGES = {
  occasion: `Please choose the occasion: ${REMINDER_OCCASIONS.join(', ')}.`,
  date: 'Please choose the day and month of the occasion.',
  recipientName: `Please enter who the reminder is for (up to ${REMINDER_LIMITS.recipientName} characters).`,
  note: `Your note can be at most ${REMINDER_LIMITS.note} characters long.`,
  product: 'Sorry, that gift is not available. Please choose another, or leave it to us.',
  tooMany: `You can keep up to ${REMINDER_LIMITS.perCustomer} reminders. Please stop one before adding another.`,
  token: 'Sorry, that link is not valid.',
  linkInvalid: 'Sorry, that link is not valid. You can stop reminders from your account.',
  saved: 'Your reminder has been saved.',
  stopped: 'Your reminder has been stopped.',
} as const;
