import {
  REMINDER_OCCASION_CATEGORY,
  type DevOutboxEmail,
  type ReminderData,
  type ReminderRequest,
} from '@shop/contracts';
import { CatalogueService } from '../../catalogue';
import {
  createTestDatabase,
  testDialects,
  type TestDatabaseHandle,
} from '../../platform/database/scratch-database';
import { SqlDatabase } from '../../platform/database/sql-database';
import { SubscriptionRunner } from '../../platform/event-store/subscription-runner';
import { listOutbox } from '../../platform/mail/outbox.queries';
import { createTestApp } from '../../testing/test-app';
import { TEST_CAPTCHA, get, post, signUp } from '../accounts.test-kit';
import { ReminderDueJob } from './reminder-due.job';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const ORIGIN = 'https://shop.example';
const EMAIL = 'cara@example.com';
// The test clock's today is Thursday 4th June 2026 (London): the 11th is a week away.
const JANE: ReminderRequest = {
  occasion: 'Birthday',
  month: 6,
  day: 11,
  recipientName: 'Jane',
  note: 'Loves sunflowers',
};
const SAM: ReminderRequest = {
  occasion: 'Anniversary',
  month: 6,
  day: 9,
  recipientName: 'Sam',
  productId: 131,
};

/**
 * The reminder emails end to end: the job appends ReminderDue, the notifications module's
 * checkpointed subscriber queues the email. Once per occurrence, across runs, instances and
 * restarts on one database; never for a stopped reminder.
 */
describe.each(testDialects())('reminder emails exactly once on %s', (dialect) => {
  let database: TestDatabaseHandle;
  let t: TestApp;
  const boot = () =>
    createTestApp({ dialect, database, config: { captcha: TEST_CAPTCHA, publicOrigin: ORIGIN } });

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    t = await boot();
  });
  afterAll(async () => {
    await t.close();
    await database.drop();
  });

  const runJob = (app: TestApp = t) => app.app.get(ReminderDueJob).run();
  const reminderEmails = async (): Promise<DevOutboxEmail[]> =>
    (await listOutbox(t.app.get(SqlDatabase), EMAIL)).filter((e) => e.kind === 'reminder');
  /** Catches the subscribers up until `count` reminder emails are queued (or 10 s pass). */
  const settled = async (count: number): Promise<DevOutboxEmail[]> => {
    const deadline = Date.now() + 10000;
    for (;;) {
      await t.app.get(SubscriptionRunner).wake();
      const found = await reminderEmails();
      if (found.length >= count || Date.now() > deadline) return found.reverse();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const dueEvents = async () =>
    Number(
      (
        await t.app
          .get(SqlDatabase)
          .query<{ n: number | string }>(
            "SELECT COUNT(*) AS n FROM events WHERE type = 'ReminderDue'",
          )
      )[0].n,
    );

  let cookie: string;
  let jane: ReminderData;
  let sam: ReminderData;

  it('emails each reminder a week ahead once, on two instances running at once', async () => {
    cookie = await signUp(t, { email: EMAIL, name: 'Cara Customer' });
    const add = async (body: ReminderRequest) =>
      (await post(t, '/api/account/reminders', body, cookie).expect(200)).body.data as ReminderData;
    jane = await add(JANE);
    sam = await add(SAM);
    await add({ occasion: 'Christmas', recipientName: 'Grandma' }); // not due
    await add({ ...JANE, day: 12, recipientName: 'Next week' }); // 8 days away
    const stopped = await add({ ...JANE, day: 10, recipientName: 'Stopped' });
    await post(t, `/api/account/reminders/${stopped.id}/deactivate`, {}, cookie).expect(200);

    const other = await boot();
    try {
      const counts = await Promise.all([runJob(), runJob(other)]);
      expect(counts.reduce((a, b) => a + b, 0)).toBe(2);
    } finally {
      await other.close();
    }
    expect(await dueEvents()).toBe(2);
    const emails = await settled(2);
    expect(emails.map((e) => e.subject).sort()).toEqual([
      "Reminder: Jane's birthday is on Thursday 11th June",
      "Reminder: Sam's anniversary is on Tuesday 9th June",
    ]);

    const toJane = emails.find((e) => e.subject.includes('Jane'))!;
    const lines = toJane.text.split('\n');
    expect(lines).toContain('Hello Cara Customer,');
    expect(lines).toContain('Loves sunflowers');
    // No product chosen: the shop's pick from the occasion's category.
    const productId = Number(/continue-purchase\/(\d+)$/m.exec(toJane.text)?.[1]);
    const snapshot = await t.app.get(CatalogueService).snapshot();
    const product = snapshot.productsById.get(productId);
    expect(product?.available).toBe(true);
    expect(product?.categories.map((c) => c.slug)).toContain(REMINDER_OCCASION_CATEGORY.Birthday);
    expect(lines).toContain(`Choose a gift: ${ORIGIN}/continue-purchase/${productId}`);
    const toSam = emails.find((e) => e.subject.includes('Sam'))!;
    expect(toSam.text).toContain(`Choose a gift: ${ORIGIN}/continue-purchase/131`);
    expect(toSam.text).toMatch(
      new RegExp(
        `^Stop these reminders: ${ORIGIN}/account/reminder-service/deactivate/${sam.id}\\.[A-Za-z0-9_-]{43}$`,
        'm',
      ),
    );
  });

  it('does not email again when the job runs again, the next day, or after a restart', async () => {
    expect(await runJob()).toBe(0);
    // The next day only the reminder now a week away is due.
    t.clock.set(new Date('2026-06-05T10:00:00Z'));
    expect(await runJob()).toBe(1);
    expect((await settled(3)).map((e) => e.subject)[2]).toBe(
      "Reminder: Next week's birthday is on Friday 12th June",
    );
    await t.close();
    t = await boot();
    expect(await runJob()).toBe(0);
    t.clock.set(new Date('2026-06-08T23:30:00Z')); // 9th June in London
    expect(await runJob()).toBe(0);
    expect(await dueEvents()).toBe(3);
    await t.app.get(SubscriptionRunner).wake();
    expect(await reminderEmails()).toHaveLength(3);
  });

  it("the email's stop link stops the reminder: next year only the other one is emailed", async () => {
    const [toSam] = (await reminderEmails()).filter((e) => e.subject.includes('Sam'));
    const token = /deactivate\/(\S+)$/m.exec(toSam.text)![1];
    const stopped = await post(t, '/api/reminders/deactivate', { token }).expect(200);
    expect(stopped.body.data).toEqual({ occasion: 'Anniversary', recipientName: 'Sam' });
    const listed = (await get(t, '/api/account/reminders', cookie).expect(200)).body.data;
    expect(listed.map((r: ReminderData) => r.id)).not.toContain(sam.id);

    t.clock.set(new Date('2027-06-04T09:00:00Z'));
    expect(await runJob()).toBe(1);
    const emails = await settled(4);
    expect(emails).toHaveLength(4);
    expect(emails[3].subject).toBe("Reminder: Jane's birthday is on Friday 11th June");
    expect(emails[3].text).toContain(`deactivate/${jane.id}.`);
    expect(await runJob()).toBe(0);
  });
});
