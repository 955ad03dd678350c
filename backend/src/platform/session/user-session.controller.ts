import { Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import type { UserSessionData } from '@shop/contracts';
import type { Request } from 'express';

/** `GET /api/user-session` (spec 000 §7): who the shopper is; isSignedIn rides in the envelope. */
@Controller('user-session')
export class UserSessionController {
  @Get()
  current(@Req() request: Request): UserSessionData {
    const session = request.shopSession;
    return { customerId: session?.customerId ?? null, email: session?.email ?? null };
  }

  /**
   * `POST /api/user-session`: the same answer, and the session is saved and its cookie set now.
   * Sessions are otherwise saved on the first state change (add to basket, ...); a client that
   * wants its cookie up front (API tests, a native app) asks here.
   */
  @Post()
  @HttpCode(200)
  start(@Req() request: Request): UserSessionData {
    return this.current(request);
  }
}
