import { Injectable } from '@nestjs/common';
import {
  supportAuditStreamId,
  type BasketOpenedBySupport,
  type SupportAuditEntry,
  type SupportStaff,
} from '@shop/contracts';
import { EventStore } from '../../platform/event-store/event-store';
import { WrongExpectedVersionError } from '../../platform/event-store/event-store.errors';

const ATTEMPTS = 5;

/** Where an opening came from: the agent's session, and the request as correlation id. */
export interface OpeningContext {
  sessionId: string;
  correlationId: string;
}

/**
 * Who opened which basket, when (docs/business-rules.md "Accounts"). Recorded on
 * `support-audit-{basketId}`, never on the basket's own stream: a shopper's next append must not
 * conflict with an agent reading it, and the basket's history and projections stay exactly the
 * shopper's.
 */
@Injectable()
export class SupportAudit {
  constructor(private readonly store: EventStore) {}

  async recordOpened(
    basketId: string,
    staff: SupportStaff,
    context: OpeningContext,
  ): Promise<void> {
    const stream = supportAuditStreamId(basketId);
    const event: BasketOpenedBySupport = {
      type: 'BasketOpenedBySupport',
      data: { basketId, staffId: staff.id, staffName: staff.name, staffEmail: staff.email },
    };
    for (let attempt = 1; ; attempt++) {
      const version = await this.store.streamVersion(stream);
      try {
        await this.store.append(stream, version || 'no_stream', [event], {
          actor: { kind: 'staff', staffId: staff.id },
          sessionId: context.sessionId,
          correlationId: context.correlationId,
        });
        return;
      } catch (error) {
        // Two agents opening the same basket at once: read the version again and retry.
        if (!(error instanceof WrongExpectedVersionError) || attempt >= ATTEMPTS) throw error;
      }
    }
  }

  /** Every opening of the basket, newest first. */
  async entries(basketId: string): Promise<SupportAuditEntry[]> {
    const events = await this.store.readStream<BasketOpenedBySupport>(
      supportAuditStreamId(basketId),
    );
    return events
      .filter((e) => e.type === 'BasketOpenedBySupport')
      .map((e) => ({
        staffName: e.data.staffName,
        staffEmail: e.data.staffEmail,
        openedAt: e.metadata.occurredAt,
      }))
      .reverse();
  }
}
