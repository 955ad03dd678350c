import {
  MONTH_NAMES,
  ordinal,
  plainWeekdayOrdinalDate,
  type ReminderData,
  type ReminderOccasion,
} from '@shop/contracts';

/** How the shop's own dates fall each year (the customer gives no day or month for them). */
export const OCCASION_RULES: Partial<Record<ReminderOccasion, string>> = {
  "Mother's Day": 'Mothering Sunday, three weeks before Easter Sunday',
  "Father's Day": 'the third Sunday of June',
  "Valentine's Day": '14th February',
  Christmas: '25th December',
};

/** 'Every year on 11th June', 'Every year on the third Sunday of June'. */
export function everyYearText(reminder: Pick<ReminderData, 'occasion' | 'month' | 'day'>): string {
  const rule = OCCASION_RULES[reminder.occasion];
  if (rule) return `Every year on ${rule}`;
  if (reminder.month === null || reminder.day === null) return 'Every year';
  return `Every year on ${ordinal(reminder.day)} ${MONTH_NAMES[reminder.month - 1]}`;
}

/** 'Thursday 11th June 2026'. */
export function nextDateText(nextDate: string): string {
  return `${plainWeekdayOrdinalDate(nextDate)} ${nextDate.slice(0, 4)}`;
}

/** 'Birthday for Jane': what a reminder is, in a heading or a button's name. */
export function reminderTitle(reminder: Pick<ReminderData, 'occasion' | 'recipientName'>): string {
  return `${reminder.occasion} for ${reminder.recipientName}`;
}
