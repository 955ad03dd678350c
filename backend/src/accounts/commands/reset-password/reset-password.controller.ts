import { Body, Controller, Get, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CUSTOMER_MESSAGES, type AccountErrors, type PasswordKeyState } from '@shop/contracts';
import type { Request, Response } from 'express';
import { Captcha } from '../../../platform/captcha/captcha.service';
import { DomainError } from '../../../platform/domain-error';
import { ApiData, ApiRequestBody } from '../../../platform/http/api-docs/api-docs.decorators';
import { SessionService } from '../../../platform/session/session.service';
import { Customers } from '../../customers.service';
import { customerEmail } from '../../domain/customer';
import { appendContextOf } from '../../session/append-context';
import { CustomerSessionStart } from '../../session/customer-session-start';
import { LinkRequestThrottle } from '../sign-in-link/link-request-throttle';
import { EmailWithCaptchaDto } from '../sign-in-link/sign-in-link.dto';
import { ResetPasswordDto } from './reset-password.dto';

type Purpose = 'reset' | 'set';

/**
 * Forgot, reset and set password. `POST /api/forgot-password` mails a reset link (1 hour, once)
 * and answers the same whether or not the email has an account. The reset (`forgot-password`)
 * and set (`set-password`) keys are checked with a GET (the page redirects on a bad reset key)
 * and used with a POST: the password changes, every session of the customer ends, and this
 * browser is signed in with a new one.
 */
@ApiTags('accounts')
@Controller()
export class ResetPasswordController {
  constructor(
    private readonly captcha: Captcha,
    private readonly throttle: LinkRequestThrottle,
    private readonly customers: Customers,
    private readonly sessions: SessionService,
    private readonly start: CustomerSessionStart,
  ) {}

  @Post('forgot-password')
  @HttpCode(200)
  @ApiOperation({ summary: 'Mails a password reset link (1 hour) if the email has an account.' })
  @ApiRequestBody('ForgotPasswordRequest')
  @ApiData('AccountErrors')
  async forgot(@Body() body: EmailWithCaptchaDto, @Req() request: Request): Promise<AccountErrors> {
    if (!(await this.captcha.verify(body.captcha))) return [CUSTOMER_MESSAGES.captchaFailed];
    const email = customerEmail(body.email);
    await this.throttle.take(email, request.ip ?? '');
    await this.customers.requestPasswordReset(email, appendContextOf(request));
    return [];
  }

  @Get('forgot-password/key/:key')
  @ApiOperation({ summary: 'Whether a password reset key can still be used.' })
  @ApiData('PasswordKeyState')
  async resetKey(@Param('key') key: string): Promise<PasswordKeyState> {
    return { valid: await this.customers.isPasswordKeyUsable('reset', key) };
  }

  @Get('set-password/key/:key')
  @ApiOperation({ summary: 'Whether a set-password key can still be used.' })
  @ApiData('PasswordKeyState')
  async setKey(@Param('key') key: string): Promise<PasswordKeyState> {
    return { valid: await this.customers.isPasswordKeyUsable('set', key) };
  }

  @Post('forgot-password/key')
  @HttpCode(200)
  @ApiOperation({ summary: 'A new password with a reset key; signs in. Answers error messages.' })
  @ApiRequestBody('ResetPasswordRequest')
  @ApiData('AccountErrors')
  reset(
    @Body() body: ResetPasswordDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AccountErrors> {
    return this.use('reset', body, request, response);
  }

  @Post('set-password/key')
  @HttpCode(200)
  @ApiOperation({ summary: 'A first password with a set key; signs in. Answers error messages.' })
  @ApiRequestBody('ResetPasswordRequest')
  @ApiData('AccountErrors')
  set(
    @Body() body: ResetPasswordDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AccountErrors> {
    return this.use('set', body, request, response);
  }

  private async use(
    purpose: Purpose,
    body: ResetPasswordDto,
    request: Request,
    response: Response,
  ): Promise<AccountErrors> {
    let customer;
    try {
      customer = await this.customers.resetPassword(
        purpose,
        body.key,
        body.password,
        appendContextOf(request),
      );
    } catch (error) {
      if (error instanceof DomainError && error.status === 400) return [error.message];
      throw error;
    }
    if (!customer) {
      return [
        purpose === 'reset' ? CUSTOMER_MESSAGES.resetKeyInvalid : CUSTOMER_MESSAGES.setKeyInvalid,
      ];
    }
    await this.sessions.endCustomerSessions(customer.id);
    await this.start.signIn(request, response, customer);
    return [];
  }
}
