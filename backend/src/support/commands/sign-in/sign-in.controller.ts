import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { SupportStaffResponse } from '@shop/contracts';
import type { Request, Response } from 'express';
import { ApiData, ApiRequestBody } from '../../../platform/http/api-docs/api-docs.decorators';
import { setSessionCookie } from '../../../platform/session/session.middleware';
import { SignIn } from './sign-in.command';
import { SignInDto } from './sign-in.dto';

@ApiTags('support')
@Controller('support')
export class SignInController {
  constructor(private readonly commands: CommandBus) {}

  /** Signs in with a NEW session (and cookie): the session the request came with stays a guest. */
  @Post('sign-in')
  @HttpCode(200)
  @ApiOperation({ summary: 'Signs a support agent in with a new session cookie.' })
  @ApiRequestBody('SupportSignInRequest')
  @ApiData('SupportStaffResponse')
  async signIn(
    @Body() body: SignInDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<SupportStaffResponse> {
    const signedIn = await this.commands.execute(
      new SignIn(body.email, body.password, body.captcha, request.ip ?? ''),
    );
    setSessionCookie(request, response, signedIn.token);
    request.shopSession = signedIn.session;
    return { staff: signedIn.staff };
  }
}
