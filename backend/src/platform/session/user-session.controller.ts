import { Controller, Get, Req } from '@nestjs/common';
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
}
