import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  REMINDER_LIMITS,
  REMINDER_MESSAGES,
  londonIsoDate,
  type DeactivatedReminder,
  type ReminderData,
  type ReminderList,
  type ReminderRequest,
} from '@shop/contracts';
import { Clock } from '../../platform/clock/clock';
import { SqlDatabase } from '../../platform/database/sql-database';
import { DomainError } from '../../platform/domain-error';
import { HTTP_MESSAGES } from '../../platform/http/messages';
import { LINK_PURPOSES } from '../../platform/signed-links/link-purposes';
import { LinkSigner } from '../../platform/signed-links/link-signer';
import { checkReminderDetails, type Reminder } from './domain/reminder';
import { nextOccasionDate } from './domain/reminder-dates';
import { ReminderGifts } from './reminder-gifts';
import { ReminderRepository } from './reminder.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const notFound = () => new DomainError(HTTP_MESSAGES.notFound, 404);

/**
 * A customer's reminders: always the caller's customer (from the session), so another
 * customer's id is simply not found (404). Stopped reminders are kept but no longer listed,
 * read or changed; the emailed link stops one without signing in.
 */
@Injectable()
export class Reminders {
  constructor(
    private readonly sql: SqlDatabase,
    private readonly clock: Clock,
    private readonly repository: ReminderRepository,
    private readonly gifts: ReminderGifts,
    private readonly signer: LinkSigner,
  ) {}

  /** The customer's active reminders, soonest occasion first. */
  async list(customerId: string): Promise<ReminderList> {
    const today = this.today();
    return (await this.repository.activeOf(customerId))
      .map((reminder) => toData(reminder, today))
      .sort(
        (a, b) =>
          a.nextDate.localeCompare(b.nextDate) ||
          a.recipientName.localeCompare(b.recipientName) ||
          a.id.localeCompare(b.id),
      );
  }

  async get(customerId: string, id: string): Promise<ReminderData> {
    return toData(await this.activeOf(customerId, id), this.today());
  }

  /** A new reminder (400 with what to fix; 409 past the limit). */
  async add(customerId: string, input: ReminderRequest): Promise<ReminderData> {
    const details = checkReminderDetails(input);
    await this.gifts.checkChoice(details.productId);
    const now = this.clock.now().toISOString();
    const reminder: Reminder = {
      id: randomUUID(),
      customerId,
      ...details,
      active: true,
      createdAt: now,
      updatedAt: now,
    };
    const { repository } = this;
    await this.sql.transaction(function* () {
      yield* repository.lockCustomer(customerId);
      if ((yield* repository.countActive(customerId)) >= REMINDER_LIMITS.perCustomer) {
        throw new DomainError(REMINDER_MESSAGES.tooMany, 409);
      }
      yield* repository.insert(reminder);
    });
    return toData(reminder, this.today());
  }

  async edit(customerId: string, id: string, input: ReminderRequest): Promise<ReminderData> {
    await this.activeOf(customerId, id);
    const details = checkReminderDetails(input);
    await this.gifts.checkChoice(details.productId);
    const { repository } = this;
    const now = this.clock.now();
    const changed = await this.sql.transaction(() =>
      repository.update(customerId, id, details, now),
    );
    if (!changed) throw notFound();
    return this.get(customerId, id);
  }

  /** Stops the customer's reminder; answers the reminders still active. */
  async deactivate(customerId: string, id: string): Promise<ReminderList> {
    if (!UUID.test(id)) throw notFound();
    const { repository } = this;
    const now = this.clock.now();
    const stopped = await this.sql.transaction(() => repository.deactivate(customerId, id, now));
    if (!stopped) throw notFound();
    return this.list(customerId);
  }

  /** Stops the reminder the emailed link names (no sign-in); 404 for a link that is no good. */
  async deactivateByLink(token: string): Promise<DeactivatedReminder> {
    const id = await this.signer.verify(LINK_PURPOSES.reminderDeactivate, token);
    if (!id || !UUID.test(id)) throw new DomainError(REMINDER_MESSAGES.linkInvalid, 404);
    const { repository } = this;
    const now = this.clock.now();
    const reminder = await this.sql.transaction(() => repository.deactivateAny(id, now));
    if (!reminder) throw new DomainError(REMINDER_MESSAGES.linkInvalid, 404);
    return { occasion: reminder.occasion, recipientName: reminder.recipientName };
  }

  private async activeOf(customerId: string, id: string): Promise<Reminder> {
    const reminder = UUID.test(id) ? await this.repository.activeById(customerId, id) : null;
    if (!reminder) throw notFound();
    return reminder;
  }

  private today() {
    return londonIsoDate(this.clock.now());
  }
}

function toData(reminder: Reminder, today: string): ReminderData {
  return {
    id: reminder.id,
    occasion: reminder.occasion,
    month: reminder.month,
    day: reminder.day,
    recipientName: reminder.recipientName,
    note: reminder.note,
    productId: reminder.productId,
    nextDate: nextOccasionDate(reminder, today),
  };
}
