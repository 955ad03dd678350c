import { Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { SupportSignOutResponse } from '@shop/contracts';
import type { Request, Response } from 'express';
import { ApiData } from '../../../platform/http/api-docs/api-docs.decorators';
import { SESSION_COOKIE, sessionTokenOf } from '../../../platform/session/session.middleware';
import { SignOut } from './sign-out.command';

@ApiTags('support')
@Controller('support')
export class SignOutController {
  constructor(private readonly commands: CommandBus) {}

  /** Ends the session: its row is deleted and its cookie cleared. */
  @Post('sign-out')
  @HttpCode(200)
  @ApiOperation({ summary: 'Signs the agent out: the session ends and its cookie is cleared.' })
  @ApiData('SupportSignOutResponse')
  async signOut(
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<SupportSignOutResponse> {
    await this.commands.execute(new SignOut(sessionTokenOf(request)));
    response.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', path: '/' });
    return {};
  }
}
