import type { Logger } from '@nestjs/common';
import type { RecordedEvent } from '@shop/contracts';
import { composedOrSkipped, queueEventEmails, type EventEmail } from './event-emails';

const event = {
  type: 'BasketPlaced',
  position: 7,
  metadata: { eventId: 'event-1' },
} as unknown as RecordedEvent;

const email: EventEmail = {
  kind: 'order-confirmation',
  email: {
    to: 'ada@example.com',
    cc: null,
    subject: 'Thank you',
    text: 'Thanks',
    html: '<p>Thanks</p>',
  },
};

function logger() {
  const errors: string[] = [];
  return {
    errors,
    logger: { error: (message: string) => errors.push(message) } as unknown as Logger,
  };
}

describe('composedOrSkipped', () => {
  it('answers what compose wrote', () => {
    const { errors, logger: log } = logger();
    expect(composedOrSkipped(log, event, () => email)).toBe(email);
    expect(errors).toEqual([]);
  });

  it('passes over an event whose email cannot be written, logging it', () => {
    const { errors, logger: log } = logger();
    const skipped = composedOrSkipped(log, event, () => {
      throw new Error('no template');
    });
    expect(skipped).toBeNull();
    expect(errors).toEqual(['No email for BasketPlaced event-1 at 7: Error: no template']);
  });
});

const context = { now: new Date('2026-06-04T10:00:00Z'), mailFrom: 'shop@posy.test' };

/* eslint-disable require-yield -- these stand in for database work that fails or finds nothing */
function* failingWork(): Generator<never, EventEmail | null> {
  throw new Error('connection lost');
}
function* noEmail(): Generator<never, EventEmail | null> {
  return null;
}
/* eslint-enable require-yield */

describe('queueEventEmails', () => {
  it('lets a failure of the database work reach the runner, so the batch stops', () => {
    const work = queueEventEmails([event], context, failingWork);
    expect(() => work.next()).toThrow('connection lost');
  });

  it('queues nothing for an event that has no email', () => {
    const work = queueEventEmails([event], context, noEmail);
    expect(work.next()).toEqual({ done: true, value: 0 });
  });
});
