import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  ORDER_NUMBER_FORMAT,
  orderStreamId,
  type OrderEvent,
  type OrderStatus,
} from '@shop/contracts';
import { DomainError } from '../../../platform/domain-error';
import { EventStore } from '../../../platform/event-store/event-store';
import { decideAdvance, evolveOrder } from '../../domain/order.decider';
import { ORDER_STATUS_MESSAGES } from '../../domain/order-status';
import { AdvanceOrder } from './advance-order.command';

@CommandHandler(AdvanceOrder)
export class AdvanceOrderHandler implements ICommandHandler<AdvanceOrder> {
  constructor(private readonly store: EventStore) {}

  /** Appends at the version read: two advances at once cannot both move it the same step. */
  async execute({ orderNumber, staff }: AdvanceOrder): Promise<OrderStatus> {
    const number = orderNumber.trim().toUpperCase();
    if (!ORDER_NUMBER_FORMAT.test(number)) {
      throw new DomainError(ORDER_STATUS_MESSAGES.orderNotFound, 404);
    }
    const streamId = orderStreamId(number);
    const history = await this.store.readStream<OrderEvent>(streamId);
    const events = decideAdvance(history.reduce(evolveOrder, null));
    await this.store.append(streamId, history.length, events, {
      actor: { kind: 'system', process: `order:advance by ${staff}` },
      correlationId: history[0].metadata.correlationId,
    });
    return events[0].data.status;
  }
}
