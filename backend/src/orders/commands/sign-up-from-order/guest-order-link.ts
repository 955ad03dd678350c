import { Injectable } from '@nestjs/common';
import {
  ORDER_NUMBER_FORMAT,
  orderStreamId,
  type OrderEvent,
  type OrderPlaced,
} from '@shop/contracts';
import { EventStore } from '../../../platform/event-store/event-store';
import type { StreamAppend } from '../../../platform/event-store/event-store.types';
import { LINK_PURPOSES } from '../../../platform/signed-links/link-purposes';
import { LinkSigner } from '../../../platform/signed-links/link-signer';
import { decideClaim, evolveOrder, type OrderState } from '../../domain/order.decider';
import { OrderDocumentsQueries } from '../../projections/order-documents.queries';

/** A purchase an emailed 'Create an account' link names, as its orders stand now. */
export interface LinkedPurchase {
  /** The order the link names (the purchase's first). */
  orderNumber: string;
  /** The buyer as checkout recorded them: the account takes these. */
  email: string;
  name: string;
  /** Every order of the purchase, each at the version read. */
  orders: { state: OrderState; version: number }[];
}

/**
 * The order confirmation email's 'Create an account' link (`/sign-up-account/{orderNumber}/
 * {verificationToken}`): the token is the MAC LinkSigner made over the order number when the
 * email was composed, so only the buyer's inbox has it, and nothing secret is in the log.
 */
@Injectable()
export class GuestOrderLink {
  constructor(
    private readonly signer: LinkSigner,
    private readonly store: EventStore,
    private readonly documents: OrderDocumentsQueries,
  ) {}

  /** The purchase the link names, or null when the link is malformed, tampered or unknown. */
  async purchaseOf(orderId: unknown, verificationToken: unknown): Promise<LinkedPurchase | null> {
    if (typeof orderId !== 'string' || !ORDER_NUMBER_FORMAT.test(orderId)) return null;
    if (typeof verificationToken !== 'string') return null;
    const signed = await this.signer.verify(
      LINK_PURPOSES.signUpFromOrder,
      `${orderId}.${verificationToken}`,
    );
    if (signed !== orderId) return null;
    const named = await this.orderOf(orderId);
    const placed = named?.history[0] as OrderPlaced | undefined;
    if (!named || placed?.type !== 'OrderPlaced') return null;
    const purchase = await this.documents.purchaseOf(placed.data.basketId);
    const numbers = purchase?.orders.map((order) => order.orderNumber) ?? [orderId];
    const orders = [];
    for (const number of numbers) {
      const order = number === orderId ? named : await this.orderOf(number);
      if (order?.state) orders.push({ state: order.state, version: order.history.length });
    }
    const { customer } = placed.data;
    return { orderNumber: orderId, email: customer.email, name: customer.name, orders };
  }

  /** Whether any order of the purchase is a customer's already. */
  hasAccount(purchase: LinkedPurchase): boolean {
    return purchase.orders.some((order) => order.state.customerId !== null);
  }

  /** The purchase's orders become the customer's: one OrderClaimed per order stream. */
  claims(purchase: LinkedPurchase, customerId: string): StreamAppend[] {
    return purchase.orders.map(({ state, version }) => ({
      streamId: orderStreamId(state.orderNumber),
      expected: version,
      events: decideClaim(state, customerId),
    }));
  }

  private async orderOf(
    orderNumber: string,
  ): Promise<{ history: OrderEvent[]; state: OrderState | null } | null> {
    const history = await this.store.readStream<OrderEvent>(orderStreamId(orderNumber));
    if (history.length === 0) return null;
    return { history, state: history.reduce(evolveOrder, null) };
  }
}
