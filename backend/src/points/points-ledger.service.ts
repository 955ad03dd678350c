import { Injectable } from '@nestjs/common';
import {
  pointsStreamId,
  type PointsEvent,
  type PointsLedger,
  type PointsSpent,
} from '@shop/contracts';
import { EventStore } from '../platform/event-store/event-store';
import type { StreamAppend } from '../platform/event-store/event-store.types';
import type { PointsCommand } from './domain/points.commands';
import { pointsLedgerOf } from './domain/points-history';
import { decide, foldPoints } from './domain/points.ledger';

/** What a payment attempt spends: `points` whole points (1 point = £1 off). */
export type PointsSpending = PointsSpent['data'];

/**
 * A customer's Posy Points ledger as other modules use it (the orders module, when paying).
 * The payment writes the appends answered here in its own transaction, at the ledger version
 * read here: when another session of the customer spends first, that transaction fails with
 * WrongExpectedVersionError and nothing is taken twice, so the balance never goes below zero.
 */
@Injectable()
export class PointsLedgerService {
  constructor(private readonly store: EventStore) {}

  /** The customer's points now (0 for a customer who never had any). */
  async balanceOf(customerId: string): Promise<number> {
    return foldPoints(await this.read(customerId)).balance;
  }

  /**
   * The append that takes `points` for a payment attempt. Refused with a DomainError 409
   * (`POINTS_MESSAGES.noPoints`) when the balance is short. A payment id that has already spent
   * is the caller's bug: each attempt spends once.
   */
  async spendAppend(customerId: string, spending: PointsSpending): Promise<StreamAppend> {
    const decided = await this.decided(customerId, { type: 'Spend', data: spending });
    if (decided.events.length === 0) {
      throw new Error(`Payment ${spending.paymentId} has already spent Posy Points`);
    }
    return decided;
  }

  /** The append giving back what a payment attempt spent; null when there is nothing. */
  async returnAppend(customerId: string, paymentId: string): Promise<StreamAppend | null> {
    const decided = await this.decided(customerId, { type: 'Return', data: { paymentId } });
    return decided.events.length === 0 ? null : decided;
  }

  /** The customer's balance and ledger entries, newest first. */
  async history(customerId: string): Promise<PointsLedger> {
    return pointsLedgerOf(await this.read(customerId));
  }

  private read(customerId: string) {
    return this.store.readStream<PointsEvent>(pointsStreamId(customerId));
  }

  private async decided(customerId: string, command: PointsCommand): Promise<StreamAppend> {
    const history = await this.read(customerId);
    return {
      streamId: pointsStreamId(customerId),
      expected: history.at(-1)?.streamVersion ?? 'no_stream',
      events: decide(command, foldPoints(history)),
    };
  }
}
