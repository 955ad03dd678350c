import { Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { BasketCarryOver, commandContextOf } from '../../basket';
import {
  hasUnsavedSession,
  sessionTokenOf,
  setSessionCookie,
} from '../../platform/session/session.middleware';
import { SessionService } from '../../platform/session/session.service';
import { basketIdOf } from '../../platform/http/shop-session';
import type { Customer } from '../domain/customer';

/**
 * Signs a request in as a customer: always a NEW session (its token in the cookie, the old one
 * deleted, so a token known before signing in is worth nothing after: no fixation). The guest's
 * basket carries over; the customer's basket from an earlier visit joins it (BasketCarryOver).
 * Over another customer's session nothing carries over: the customer gets their own basket.
 */
@Injectable()
export class CustomerSessionStart {
  constructor(
    private readonly sessions: SessionService,
    private readonly carryOver: BasketCarryOver,
  ) {}

  async signIn(request: Request, response: Response, customer: Customer): Promise<void> {
    const guest = request.shopSession!;
    const known = {
      customerId: customer.id,
      email: customer.email,
      businessCustomer: customer.businessCustomer,
      customerProfile: { name: customer.name, phone: customer.phone, mailShot: customer.mailShot },
    };
    // The request's own session signs the basket events it causes, now as this customer.
    const context = { ...commandContextOf(request), session: { ...guest, ...known } };
    // Signed in as someone else in this browser: their basket stays theirs.
    const overAnother = guest.customerId != null && guest.customerId !== customer.id;
    const basketId = overAnother
      ? await this.carryOver.ownBasketOf(customer.basketId)
      : await this.carryOver.basketAfterSignIn(basketIdOf(guest), customer.basketId, context);
    const next = await this.sessions.create({ customerId: customer.id, basketId });
    if (!hasUnsavedSession(request)) await this.sessions.destroy(sessionTokenOf(request));
    setSessionCookie(request, response, next.token);
    request.shopSession = { ...next.session, ...known };
  }
}
