import { Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { setSessionCookie } from '../../platform/session/session.middleware';
import { basketIdOf } from '../../platform/http/shop-session';
import { SessionService } from '../../platform/session/session.service';

/**
 * After paying, the shopper carries on in a new session: its basket is new and empty, the paid
 * one stays closed, and the new session remembers which basket it took over from, so
 * `/order-complete` still finds the purchase. Sessions are never changed in place (they are
 * cached per instance), so moving on means minting a new one, as signing in does.
 */
@Injectable()
export class SessionHandover {
  constructor(private readonly sessions: SessionService) {}

  async toNewBasket(request: Request, response: Response): Promise<void> {
    const session = request.shopSession!;
    // A signed-in customer stays signed in; the new basket becomes the customer's latest.
    const next = await this.sessions.create({
      account: session.account ?? null,
      customerId: session.customerId,
      previousBasketId: basketIdOf(session),
    });
    setSessionCookie(request, response, next.token);
    request.shopSession = next.session;
  }
}
