import { Injectable } from '@nestjs/common';
import type { BasketEvent } from '@shop/contracts';
import { DomainError } from '../platform/domain-error';
import { EventStore } from '../platform/event-store/event-store';
import { WrongExpectedVersionError } from '../platform/event-store/event-store.errors';
import { HTTP_MESSAGES } from '../platform/http/messages';
import type { ShopSession } from '../platform/session/shop-session';
import { basketStreamOf } from './basket-stream';
import type { BasketCommand } from './domain/basket.commands';
import { decide, evolve, initialState } from './domain/basket.decider';

const MAX_ATTEMPTS = 30;

export interface CommandContext {
  session: ShopSession;
  correlationId: string;
}

/**
 * Runs a basket command: read the session's stream, fold it, decide, append at the version read.
 * When another request appended first (two tabs, double clicks) it reloads and decides again, so
 * both actions land; a refusal throws DomainError and changes nothing.
 */
@Injectable()
export class BasketCommandRunner {
  constructor(private readonly store: EventStore) {}

  async run(command: BasketCommand, context: CommandContext): Promise<BasketEvent[]> {
    const streamId = basketStreamOf(context.session);
    for (let attempt = 1; ; attempt++) {
      const history = await this.store.readStream<BasketEvent>(streamId);
      const state = history.reduce(evolve, initialState);
      const events = decide(command, state);
      if (events.length === 0) return [];
      const version = history.at(-1)?.streamVersion;
      try {
        await this.store.append(streamId, version ?? 'no_stream', events, {
          actor: {
            kind: 'shopper',
            sessionId: context.session.id,
            customerId: context.session.customerId,
          },
          sessionId: context.session.id,
          correlationId: context.correlationId,
        });
        return events;
      } catch (error) {
        if (!(error instanceof WrongExpectedVersionError)) throw error;
        if (attempt >= MAX_ATTEMPTS) throw new DomainError(HTTP_MESSAGES.concurrentChange, 409);
        // Spread the retries of many simultaneous requests so they stop colliding.
        await new Promise((resolve) => setTimeout(resolve, Math.random() * attempt * 2));
      }
    }
  }
}
