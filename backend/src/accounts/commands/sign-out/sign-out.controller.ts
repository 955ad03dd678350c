import { Controller, HttpCode, Patch, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ApiData } from '../../../platform/http/api-docs/api-docs.decorators';
import { SESSION_COOKIE, sessionTokenOf } from '../../../platform/session/session.middleware';
import { SessionService } from '../../../platform/session/session.service';

/**
 * `PATCH /api/sign-out` (docs/rules-storefront.md "Signing in and out", "Calls"): empty body,
 * answers `true`. The session row is deleted, so its token is worthless on every instance from now
 * on; the cookie is cleared. The customer's basket stays theirs: the next sign-in finds it. Signing
 * out a guest is harmless.
 */
@ApiTags('accounts')
@Controller('sign-out')
export class SignOutController {
  constructor(private readonly sessions: SessionService) {}

  @Patch()
  @HttpCode(200)
  @ApiOperation({ summary: 'Ends the session on the server and clears its cookie.' })
  @ApiData('SignOutResponse')
  async signOut(
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<boolean> {
    await this.sessions.destroy(sessionTokenOf(request));
    response.clearCookie(SESSION_COOKIE, { path: '/' });
    const fresh = this.sessions.mint();
    request.shopSession = fresh.session;
    return true;
  }
}
