import {
  Injectable,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import {
  REMINDER_OCCASIONS,
  londonIsoDate,
  reminderStreamId,
  type IsoDate,
  type ReminderDue,
} from '@shop/contracts';
import type { CatalogueSnapshot } from '../../catalogue';
import { Clock } from '../../platform/clock/clock';
import {
  isUniqueViolation,
  rows,
  SqlDatabase,
  type SqlWork,
} from '../../platform/database/sql-database';
import { WrongExpectedVersionError } from '../../platform/event-store/event-store.errors';
import { EventStore } from '../../platform/event-store/event-store';
import {
  EVENT_COLUMNS,
  toRecordedEvent,
  type EventRow,
} from '../../platform/event-store/event-rows';
import { SubscriptionRunner } from '../../platform/event-store/subscription-runner';
import { PeriodicJob } from '../../platform/scheduling/periodic-job';
import { dueOccasionDate, dueWindow } from './domain/reminder-dates';
import { giftFor, ReminderGifts } from './reminder-gifts';
import { ReminderRepository } from './reminder.repository';

/** How often each instance looks for reminders falling due (hourly, first a minute after start). */
export const REMINDER_JOB_SCHEDULE = { firstAfterMs: 60 * 1000, everyMs: 60 * 60 * 1000 };
const BATCH = 200;
const CONTEXT = { actor: { kind: 'system', process: 'reminder-due' } } as const;

/**
 * Appends `ReminderDue` to `reminder-{id}` for each active reminder whose occasion is a week
 * away (London dates), once per occurrence: inside one transaction the reminder is read again
 * (still active, its date unchanged), the stream is checked for that occasion date and the
 * event appended at the version read, so two instances, a run joined by another or a restart
 * never append it twice. The notifications module emails it from the log.
 */
@Injectable()
export class ReminderDueJob implements OnApplicationBootstrap, BeforeApplicationShutdown {
  readonly job = new PeriodicJob(
    ReminderDueJob.name,
    () => this.appendDue(),
    REMINDER_JOB_SCHEDULE,
    (count) => `${count} reminders fell due`,
  );

  constructor(
    private readonly sql: SqlDatabase,
    private readonly clock: Clock,
    private readonly store: EventStore,
    private readonly runner: SubscriptionRunner,
    private readonly repository: ReminderRepository,
    private readonly gifts: ReminderGifts,
  ) {}

  onApplicationBootstrap(): void {
    this.job.start();
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.job.stop();
  }

  /** One run now (joining one under way); resolves to how many reminders fell due. */
  run(): Promise<number> {
    return this.job.run();
  }

  private async appendDue(): Promise<number> {
    const today = londonIsoDate(this.clock.now());
    const window = dueWindow(today, REMINDER_OCCASIONS);
    const snapshot = await this.gifts.snapshot();
    let appended = 0;
    let after = '';
    for (;;) {
      const page = await this.repository.dueCandidates(window, after, BATCH);
      for (const candidate of page) {
        if (await this.appendOne(candidate.id, today, snapshot)) appended += 1;
      }
      if (page.length < BATCH) break;
      after = page[page.length - 1].id;
    }
    if (appended > 0) void this.runner.wake();
    return appended;
  }

  private async appendOne(id: string, today: IsoDate, snapshot: CatalogueSnapshot) {
    try {
      return await this.sql.transaction(() => this.appendWork(id, today, snapshot));
    } catch (error) {
      // Another instance appended to the stream first: the reminder is theirs to send.
      if (error instanceof WrongExpectedVersionError || isUniqueViolation(error)) return false;
      throw error;
    }
  }

  private *appendWork(id: string, today: IsoDate, snapshot: CatalogueSnapshot): SqlWork<boolean> {
    const found = yield* this.repository.activeWithCustomer(id);
    const occasionDate = found && dueOccasionDate(found.reminder, today);
    if (!found || !occasionDate) return false;
    const streamId = reminderStreamId(id);
    const earlier = (yield* rows<EventRow>(
      `SELECT ${EVENT_COLUMNS} FROM events WHERE stream_id = ? ORDER BY stream_version`,
      [streamId],
    )).map(toRecordedEvent);
    const sent = earlier.some(
      (event) =>
        event.type === 'ReminderDue' &&
        (event.data as ReminderDue['data']).occasionDate === occasionDate,
    );
    if (sent) return false;
    const { reminder, email, customerName } = found;
    const event: ReminderDue = {
      type: 'ReminderDue',
      data: {
        reminderId: reminder.id,
        customerId: reminder.customerId,
        occasionDate,
        occasion: reminder.occasion,
        recipientName: reminder.recipientName,
        note: reminder.note,
        productId: giftFor(snapshot, reminder.occasion, reminder.productId),
        email,
        customerName,
      },
    };
    const version = earlier.at(-1)?.streamVersion ?? 0;
    yield* this.store.appendManyWork(
      [{ streamId, expected: version > 0 ? version : 'no_stream', events: [event] }],
      CONTEXT,
    );
    return true;
  }
}
