import type { RecordedEvent } from '@shop/contracts';
import { exec, type SqlOp, type SqlWork } from '../../../platform/database/sql-database';
import { testDialects } from '../../../platform/database/scratch-database';
import {
  DocumentSubscription,
  type EventSubscriber,
} from '../../../platform/event-store/document-subscription';
import { openStore } from '../../../platform/event-store/event-store.test-kit';
import { listOutbox } from '../../../platform/mail/outbox.queries';
import { LINK_PURPOSES } from '../../../platform/signed-links/link-purposes';
import { LinkSigner } from '../../../platform/signed-links/link-signer';
import {
  appendGiftCardIssued,
  appendPurchase,
  flowerOrder,
  giftCardIssued,
  purchase,
} from '../../notifications.test-kit';
import {
  NOTIFICATION_EMAILS_SUBSCRIBER,
  NotificationEmailsSubscriber,
} from './notification-emails.subscriber';

const SETTINGS = { publicOrigin: 'https://shop.example', mailFrom: 'Posy <hello@posy.example>' };
const isOutboxInsert = (op: SqlOp) => op.sql.trimStart().startsWith('INSERT INTO outbox');

/** The real subscriber, whose transaction fails once it has queued `survivors` emails. */
class FailsAfterQueueing implements EventSubscriber {
  readonly name = NOTIFICATION_EMAILS_SUBSCRIBER;
  readonly handles: readonly string[];
  private queued = 0;

  constructor(
    private readonly inner: NotificationEmailsSubscriber,
    private readonly survivors: number,
  ) {
    this.handles = inner.handles;
  }

  *apply(events: readonly RecordedEvent[]): SqlWork<unknown> {
    const work = this.inner.apply(events);
    let step = work.next();
    while (!step.done) {
      const result: unknown = yield step.value;
      if (isOutboxInsert(step.value) && ++this.queued === this.survivors) {
        throw new Error('crashed after queueing');
      }
      step = work.next(result);
    }
    return step.value;
  }
}

describe.each(testDialects())('notification emails exactly once on %s', (dialect) => {
  let t: Awaited<ReturnType<typeof openStore>>;
  beforeEach(async () => {
    t = await openStore(dialect);
  });
  afterEach(async () => {
    await t.close();
  });

  const subscriber = () =>
    new NotificationEmailsSubscriber(SETTINGS, t.clock, (orderNumber) =>
      new LinkSigner(t.sql).signWork(LINK_PURPOSES.signUpFromOrder, orderNumber),
    );
  const subscription = (sub: EventSubscriber = subscriber()) =>
    new DocumentSubscription(t.store, t.sql, sub);

  /** Catches up until the checkpoint reaches `position` (PostgreSQL may hide events a moment). */
  async function catchUpTo(sub: DocumentSubscription, position: number): Promise<void> {
    const deadline = Date.now() + 10000;
    await sub.catchUp();
    while ((await sub.storedCheckpoint()) < position && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      await sub.catchUp();
    }
  }

  /** On PostgreSQL another suite's open transaction can hide the log a moment: retry until it fails. */
  async function runUntilFailed(sub: DocumentSubscription): Promise<void> {
    const deadline = Date.now() + 10000;
    while (Date.now() < deadline) {
      try {
        await sub.catchUp();
      } catch (error) {
        expect(String(error)).toContain('crashed after queueing');
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the subscriber never failed');
  }

  async function fillLog(): Promise<number> {
    await appendPurchase(t.store, purchase([flowerOrder()]));
    const issued = await appendGiftCardIssued(t.store, giftCardIssued());
    return issued.lastPosition;
  }

  it('queues one email per event, none after a crash, then exactly one each', async () => {
    const last = await fillLog();
    for (const survivors of [1, 2]) {
      const failing = subscription(new FailsAfterQueueing(subscriber(), survivors));
      await runUntilFailed(failing);
      expect(await listOutbox(t.sql)).toEqual([]);
      expect(await failing.storedCheckpoint()).toBe(0);
    }
    await catchUpTo(subscription(), last);
    const queued = await listOutbox(t.sql);
    expect(queued.map((e) => [e.kind, e.to, e.subject])).toEqual([
      ['gift-card', 'alex@example.com', 'Jane Buyer has sent you a Posy Flowers gift card'],
      ['order-confirmation', 'jane@example.com', 'Your Posy Flowers order P1000001 is confirmed'],
    ]);
  });

  it('replayed from an older checkpoint, queues nothing twice (Message-ID from the event)', async () => {
    const last = await fillLog();
    await catchUpTo(subscription(), last);
    await t.sql.transaction(() =>
      exec('DELETE FROM checkpoints WHERE subscriber = ?', [NOTIFICATION_EMAILS_SUBSCRIBER]),
    );
    await catchUpTo(subscription(), last);
    expect(await listOutbox(t.sql)).toHaveLength(2);
  });

  it('passes over an event it cannot compose an email for, and queues the ones after it', async () => {
    await appendGiftCardIssued(
      t.store,
      giftCardIssued({ code: 'BADBADBADBADBADB', sendDate: 'someday' as never }),
    );
    const last = await fillLog();
    await catchUpTo(subscription(), last);
    expect((await listOutbox(t.sql)).map((e) => e.kind)).toEqual([
      'gift-card',
      'order-confirmation',
    ]);
  });
});
