import {
  REMINDER_LIMITS,
  REMINDER_MESSAGES,
  REMINDER_OCCASIONS,
  occasionTakesDate,
  type ReminderOccasion,
  type ReminderRequest,
} from '@shop/contracts';
import { DomainError } from '../../../platform/domain-error';
import { daysInMonth, type OccasionWhen } from './reminder-dates';

/** A reminder as stored. */
export interface Reminder extends OccasionWhen {
  id: string;
  customerId: string;
  recipientName: string;
  note: string;
  productId: number | null;
  active: boolean;
  createdAt: string;
  updatedAt: string;
}

/** What a customer may set on a reminder, checked and tidied. */
export type ReminderDetails = Pick<
  Reminder,
  'occasion' | 'month' | 'day' | 'recipientName' | 'note' | 'productId'
>;

const isOccasion = (value: unknown): value is ReminderOccasion =>
  (REMINDER_OCCASIONS as readonly unknown[]).includes(value);

const isWhole = (value: unknown, min: number, max: number): value is number =>
  Number.isInteger(value) && (value as number) >= min && (value as number) <= max;

/**
 * The reminder's details, trimmed, or 400 naming every problem. A date is a real day of its
 * month (29th February included) and only the occasions without a date of their own take one;
 * lengths are counted as the storefront's fields count them (UTF-16 units).
 */
export function checkReminderDetails(input: ReminderRequest): ReminderDetails {
  const problems: string[] = [];
  const occasion = isOccasion(input.occasion) ? input.occasion : null;
  if (!occasion) problems.push(REMINDER_MESSAGES.occasion);
  let month: number | null = null;
  let day: number | null = null;
  if (occasion && occasionTakesDate(occasion)) {
    if (isWhole(input.month, 1, 12) && isWhole(input.day, 1, daysInMonth(input.month))) {
      month = input.month;
      day = input.day;
    } else {
      problems.push(REMINDER_MESSAGES.date);
    }
  }
  const recipientName = typeof input.recipientName === 'string' ? input.recipientName.trim() : '';
  if (recipientName.length === 0 || recipientName.length > REMINDER_LIMITS.recipientName) {
    problems.push(REMINDER_MESSAGES.recipientName);
  }
  const note = typeof input.note === 'string' ? input.note.trim() : '';
  if (input.note !== undefined && typeof input.note !== 'string') {
    problems.push(REMINDER_MESSAGES.note);
  } else if (note.length > REMINDER_LIMITS.note) problems.push(REMINDER_MESSAGES.note);
  const productId = input.productId ?? null;
  if (productId !== null && !isWhole(productId, 1, 999_999_999)) {
    problems.push(REMINDER_MESSAGES.product);
  }
  if (problems.length > 0 || !occasion) {
    throw new DomainError(problems[0], 400, problems.slice(1));
  }
  return { occasion, month, day, recipientName, note, productId };
}
