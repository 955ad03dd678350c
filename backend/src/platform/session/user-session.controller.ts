import { Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { UserSessionData } from '@shop/contracts';
import type { Request } from 'express';
import { ApiData } from '../http/api-docs/api-docs.decorators';
import { StartsSession } from './starts-session';

/**
 * `GET /api/user-session` (docs/rules-checkout.md "Calls"): who the shopper is; isSignedIn rides in
 * the envelope.
 */
@ApiTags('user-session')
@Controller('user-session')
export class UserSessionController {
  @Get()
  @ApiOperation({
    summary: "Who the shopper is: the customer's id and email, or nulls for a guest.",
  })
  @ApiData('UserSessionData')
  current(@Req() request: Request): UserSessionData {
    const session = request.shopSession;
    return { customerId: session?.customerId ?? null, email: session?.email ?? null };
  }

  /**
   * `POST /api/user-session`: the same answer, and the session is saved and its cookie set now.
   * Sessions are otherwise saved on the first state change that stores something for them (add
   * to basket, ...); a client that wants its cookie up front (API tests, a native app) asks here.
   */
  @Post()
  @HttpCode(200)
  @StartsSession()
  @ApiOperation({
    summary: 'Starts the session now (sets its cookie) and answers who the shopper is.',
  })
  @ApiData('UserSessionData')
  start(@Req() request: Request): UserSessionData {
    return this.current(request);
  }
}
