import {
  Body,
  Controller,
  Get,
  HttpCode,
  Post,
  Req,
  Res,
  UnauthorizedException,
} from '@nestjs/common';
import { SUPPORT_MESSAGES, type SupportStaffResponse } from '@shop/contracts';
import type { Request, Response } from 'express';
import { Accounts } from '../../accounts';
import { SignInThrottle } from '../../accounts';
import { DomainError } from '../../platform/domain-error';
import {
  SESSION_COOKIE,
  sessionTokenOf,
  setSessionCookie,
} from '../../platform/session/session.middleware';
import { SessionService } from '../../platform/session/session.service';
import { SupportSignInDto } from './sign-in.dto';
import { supportStaffOf } from './support-staff.guard';

/** Staff sign-in, sign-out and who is signed in (`/api/support`). */
@Controller('support')
export class SupportSessionController {
  constructor(
    private readonly accounts: Accounts,
    private readonly throttle: SignInThrottle,
    private readonly sessions: SessionService,
  ) {}

  /** Signs in with a NEW session (and cookie): the session the request came with stays a guest. */
  @Post('sign-in')
  @HttpCode(200)
  async signIn(
    @Body() body: SupportSignInDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<SupportStaffResponse> {
    const ip = request.ip ?? '';
    if (this.throttle.isBlocked(body.email, ip)) {
      throw new DomainError(SUPPORT_MESSAGES.tooManyAttempts, 429);
    }
    const account = await this.accounts.verifyCredentials(body.email, body.password);
    if (!account || account.role !== 'support') {
      this.throttle.recordFailure(body.email, ip);
      throw new UnauthorizedException(SUPPORT_MESSAGES.badCredentials);
    }
    this.throttle.reset(body.email, ip);
    const { token, session } = await this.sessions.create({ id: account.id, role: account.role });
    setSessionCookie(request, response, token);
    request.shopSession = session;
    return { staff: { id: account.id, name: account.name, email: account.email } };
  }

  /** Ends the session: its row is deleted and its cookie cleared. */
  @Post('sign-out')
  @HttpCode(200)
  async signOut(
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<Record<string, never>> {
    await this.sessions.destroy(sessionTokenOf(request));
    response.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', path: '/' });
    return {};
  }

  @Get('me')
  async me(@Req() request: Request): Promise<SupportStaffResponse> {
    const staff = await supportStaffOf(request, this.accounts);
    if (!staff) throw new UnauthorizedException(SUPPORT_MESSAGES.signInRequired);
    return { staff };
  }
}
