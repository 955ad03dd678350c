import { giftCardStreamId, type OrderPlaced, type RecordedEvent } from '@shop/contracts';
import { rows, type SqlWork } from '../../../platform/database/sql-database';
import type { EventSubscriber } from '../../../platform/event-store/document-subscription';
import type { EventStore } from '../../../platform/event-store/event-store';
import type { AppendContext, StreamAppend } from '../../../platform/event-store/event-store.types';
import { newGiftCardCode, type RandomBytes } from '../../domain/gift-card-code';
import { issueFor, issuesACard } from '../../domain/gift-card-issue';
import { decide, initialGiftCardState } from '../../domain/gift-card.ledger';

export const GIFT_CARD_ISSUER = 'gift-card-issuer';

/** Codes drawn before giving up on a batch (a clash of 80-bit codes is not expected at all). */
const CODE_ATTEMPTS = 5;

/**
 * Issues one card per paid gift-card order. Run by the SubscriptionRunner: `apply` runs inside
 * the transaction that claims and moves this subscriber's checkpoint, and the card's
 * `GiftCardIssued` (with its inline projection) is appended in that same transaction. So either
 * the card and the moved checkpoint commit together or neither does: a crash after the append
 * leaves the order unread, and a second instance catching up at the same time fails to claim
 * the checkpoint and rolls back. Each order issues exactly one card.
 */
export class GiftCardIssuerSubscriber implements EventSubscriber {
  readonly name = GIFT_CARD_ISSUER;
  readonly handles: readonly string[] = ['OrderPlaced'];

  constructor(
    private readonly store: EventStore,
    private readonly randomBytes: RandomBytes,
  ) {}

  *apply(events: readonly RecordedEvent[]): SqlWork<number> {
    let issued = 0;
    for (const placed of events as readonly RecordedEvent<OrderPlaced>[]) {
      if (!issuesACard(placed.data.order)) continue;
      const command = issueFor(placed, yield* this.unusedCode());
      const append: StreamAppend = {
        streamId: giftCardStreamId(command.data.code),
        expected: 'no_stream',
        events: decide(command, initialGiftCardState),
      };
      yield* this.store.appendManyWork([append], contextOf(placed));
      issued += 1;
    }
    return issued;
  }

  private *unusedCode(): SqlWork<string> {
    for (let attempt = 1; ; attempt++) {
      const code = newGiftCardCode(this.randomBytes);
      const taken = yield* rows('SELECT 1 AS taken FROM events WHERE stream_id = ? LIMIT 1', [
        giftCardStreamId(code),
      ]);
      if (taken.length === 0) return code;
      if (attempt === CODE_ATTEMPTS) throw new Error('No unused gift card code found');
    }
  }
}

/** The card belongs to the purchase's history: same correlation, caused by the order. */
function contextOf(placed: RecordedEvent<OrderPlaced>): AppendContext {
  return {
    actor: { kind: 'system', process: GIFT_CARD_ISSUER },
    sessionId: placed.metadata.sessionId,
    correlationId: placed.metadata.correlationId,
    causationId: placed.metadata.eventId,
  };
}
