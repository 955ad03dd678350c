import { Injectable } from '@nestjs/common';
import type { BasketEvent } from '@shop/contracts';
import { DomainError } from '../../platform/domain-error';
import { EventStore } from '../../platform/event-store/event-store';
import { WrongExpectedVersionError } from '../../platform/event-store/event-store.errors';
import { StreamQueue } from '../../platform/event-store/stream-queue';
import { HTTP_MESSAGES } from '../../platform/http/messages';
import { basketStreamOf } from '../domain/basket-stream';
import type { CommandContext } from './command-context';
import type { BasketCommand } from '../domain/basket.commands';
import { decide, evolve, initialState } from '../domain/basket.decider';
import {
  BASKET_SNAPSHOT,
  fromSnapshot,
  toSnapshot,
  type BasketSnapshot,
} from '../domain/basket.snapshot';

const MAX_ATTEMPTS = 30;

/**
 * Runs a basket command: read the session's stream, fold it, decide, append at the version read.
 * Commands on one basket queue up in this instance (two tabs, double clicks); when another
 * instance appended first it reloads and decides again, so both actions land. A refusal throws
 * DomainError and changes nothing.
 */
@Injectable()
export class BasketCommandRunner {
  private readonly queue = new StreamQueue();

  constructor(private readonly store: EventStore) {}

  run(command: BasketCommand, context: CommandContext): Promise<BasketEvent[]> {
    return this.runAll([command], context);
  }

  /**
   * Several commands as one change (an update that adds one extra and removes another): each is
   * decided on the state the ones before it leave, and all their events are appended together,
   * so a refusal of any of them changes nothing.
   */
  runAll(commands: readonly BasketCommand[], context: CommandContext): Promise<BasketEvent[]> {
    const streamId = basketStreamOf(context.session);
    return this.queue.run(streamId, () => this.attempt(streamId, commands, context));
  }

  private async attempt(
    streamId: string,
    commands: readonly BasketCommand[],
    context: CommandContext,
  ): Promise<BasketEvent[]> {
    for (let attempt = 1; ; attempt++) {
      // The latest snapshot and the events after it: a command's cost stays the same however
      // long the basket's history grows. Replays and rebuilds still read the log itself.
      const read = await this.store.readSinceSnapshot<BasketEvent>(streamId, BASKET_SNAPSHOT);
      let state = read.events.reduce(
        evolve,
        read.snapshot ? fromSnapshot(read.snapshot.state as BasketSnapshot) : initialState,
      );
      const events: BasketEvent[] = [];
      for (const command of commands) {
        const decided = decide(command, state);
        state = decided.reduce(evolve, state);
        events.push(...decided);
      }
      if (events.length === 0) return [];
      try {
        await this.store.append(
          streamId,
          read.version || 'no_stream',
          events,
          {
            actor: {
              kind: 'shopper',
              sessionId: context.session.id,
              customerId: context.session.customerId,
            },
            sessionId: context.session.id,
            correlationId: context.correlationId,
            deviceType: context.deviceType,
          },
          { snapshot: { name: BASKET_SNAPSHOT, state: toSnapshot(state) } },
        );
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
