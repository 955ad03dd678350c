import { Injectable } from '@nestjs/common';
import { basketStreamId, type BasketEvent } from '@shop/contracts';
import { DomainError } from '../../platform/domain-error';
import { EventStore } from '../../platform/event-store/event-store';
import { WrongExpectedVersionError } from '../../platform/event-store/event-store.errors';
import { StreamQueue } from '../../platform/event-store/stream-queue';
import { HTTP_MESSAGES } from '../../platform/http/messages';
import { basketStreamOf } from '../domain/basket-stream';
import type { BasketState } from '../domain/basket.state';
import type { SqlWork } from '../../platform/database/sql-database';
import type { StreamAppend } from '../../platform/event-store/event-store.types';
import type { CommandContext } from './command-context';
import { customerPrefill } from './customer-prefill';
import type { BasketCommand } from '../domain/basket.commands';
import { decide } from '../domain/basket.decider';
import { evolve, initialState } from '../domain/basket.evolve';
import {
  BASKET_SNAPSHOT,
  fromSnapshot,
  toSnapshot,
  type BasketSnapshot,
} from '../domain/basket.snapshot';

const MAX_ATTEMPTS = 30;

export interface RunOptions {
  /** Run on this basket instead of the session's own (a paid basket after the session moved on). */
  basketId?: string;
  /** Events for other streams, appended in the same transaction as the basket's events. */
  alongside?: (events: readonly BasketEvent[]) => StreamAppend[];
  /**
   * SQL run first in the same transaction (a discount code's use reserved with the payment); a
   * DomainError it throws rolls everything back and reaches the caller.
   */
  work?: () => SqlWork<void>;
}

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

  run(
    command: BasketCommand,
    context: CommandContext,
    options: RunOptions = {},
  ): Promise<BasketEvent[]> {
    return this.runAll([command], context, options);
  }

  /** The decision state of a basket (the session's own unless `basketId` is given). */
  async state(context: CommandContext, basketId?: string): Promise<BasketState> {
    const streamId = basketId ? basketStreamId(basketId) : basketStreamOf(context.session);
    return (await this.load(streamId)).state;
  }

  /**
   * Several commands as one change (an update that adds one extra and removes another): each is
   * decided on the state the ones before it leave, and all their events are appended together,
   * so a refusal of any of them changes nothing.
   */
  runAll(
    commands: readonly BasketCommand[],
    context: CommandContext,
    options: RunOptions = {},
  ): Promise<BasketEvent[]> {
    const streamId = options.basketId
      ? basketStreamId(options.basketId)
      : basketStreamOf(context.session);
    return this.queue.run(streamId, () => this.attempt(streamId, commands, context, options));
  }

  /**
   * The latest snapshot and the events after it: a command's cost stays the same however long
   * the basket's history grows. Replays and rebuilds still read the log itself.
   */
  private async load(streamId: string): Promise<{ state: BasketState; version: number }> {
    const read = await this.store.readSinceSnapshot<BasketEvent>(streamId, BASKET_SNAPSHOT);
    const state = read.events.reduce(
      evolve,
      read.snapshot
        ? fromSnapshot(read.snapshot.state as BasketSnapshot, read.snapshot.version)
        : initialState,
    );
    return { state, version: read.version };
  }

  private async attempt(
    streamId: string,
    commands: readonly BasketCommand[],
    context: CommandContext,
    options: RunOptions,
  ): Promise<BasketEvent[]> {
    for (let attempt = 1; ; attempt++) {
      const read = await this.load(streamId);
      let { state } = read;
      const events: BasketEvent[] = [];
      for (const command of commands) {
        const decided = decide(command, state);
        state = decided.reduce(evolve, state);
        events.push(...decided);
      }
      if (events.length === 0) return [];
      const prefill = customerPrefill(commands, state, context.session);
      state = prefill.reduce(evolve, state);
      events.push(...prefill);
      const appendContext = {
        actor: {
          kind: 'shopper' as const,
          sessionId: context.session.id,
          customerId: context.session.customerId,
        },
        sessionId: context.session.id,
        correlationId: context.correlationId,
        deviceType: context.deviceType,
      };
      const snapshot = { name: BASKET_SNAPSHOT, state: toSnapshot(state) };
      const expected = read.version || 'no_stream';
      try {
        const alongside = options.alongside?.(events) ?? [];
        if (alongside.length === 0 && !options.work) {
          await this.store.append(streamId, expected, events, appendContext, { snapshot });
        } else {
          await this.store.appendMany(
            [{ streamId, expected, events, snapshot }, ...alongside],
            appendContext,
            options.work,
          );
        }
        return events;
      } catch (error) {
        // Another stream's conflict (an order number taken) is the caller's to handle.
        if (!(error instanceof WrongExpectedVersionError) || error.streamId !== streamId) {
          throw error;
        }
        if (attempt >= MAX_ATTEMPTS) throw new DomainError(HTTP_MESSAGES.concurrentChange, 409);
        // Spread the retries of many simultaneous requests so they stop colliding.
        await new Promise((resolve) => setTimeout(resolve, Math.random() * attempt * 2));
      }
    }
  }
}
