import type { DomainEvent } from '../common/event-store.types';
import type { IsoDate } from '../common/iso-date';
import type { ReminderOccasion } from './reminders';

/**
 * A reminder's stream (`reminder-{id}`): one `ReminderDue` per occurrence of the occasion,
 * appended by the accounts module's job a week before it, never twice for one `occasionDate`.
 * The notifications module emails it from the log; the event carries all the email needs,
 * as that module does not read the accounts tables.
 */
export type ReminderDue = DomainEvent<
  'ReminderDue',
  {
    reminderId: string;
    customerId: string;
    /** The occasion's date this year (or next): the occurrence the email is about. */
    occasionDate: IsoDate;
    occasion: ReminderOccasion;
    recipientName: string;
    note: string;
    /** The gift idea (`/continue-purchase/{productId}`): the customer's or the shop's pick. */
    productId: number | null;
    /** The customer's email and name when the reminder fell due. */
    email: string;
    customerName: string;
  }
>;

export type ReminderEvent = ReminderDue;

export const reminderStreamId = (reminderId: string): string => `reminder-${reminderId}`;
