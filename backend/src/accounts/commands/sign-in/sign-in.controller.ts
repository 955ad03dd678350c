import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CUSTOMER_MESSAGES, type AccountErrors } from '@shop/contracts';
import type { Request, Response } from 'express';
import { Captcha } from '../../../platform/captcha/captcha.service';
import { DomainError } from '../../../platform/domain-error';
import { ApiData, ApiRequestBody } from '../../../platform/http/api-docs/api-docs.decorators';
import { HashingBusy } from '../../credentials/hashing-queue';
import { SignInThrottle } from '../../credentials/sign-in-throttle';
import { Customers } from '../../customers.service';
import { CustomerSessionStart } from '../../session/customer-session-start';
import { SignInDto } from './sign-in.dto';

/**
 * `POST /api/sign-in` (docs/rules-storefront.md "Signing in and out", "Calls"): the captcha first
 * (each solution once; no hash is queued without one), then the throttle (5 failures of one email
 * from one address in 15 minutes → 429), then the password (429 when the hashing queue is full, the
 * captcha given back). Answers the list of error messages, empty when signed in: one message for a
 * wrong email or password, so the answer does not tell which emails have accounts.
 */
@ApiTags('accounts')
@Controller('sign-in')
export class SignInController {
  constructor(
    private readonly captcha: Captcha,
    private readonly throttle: SignInThrottle,
    private readonly customers: Customers,
    private readonly start: CustomerSessionStart,
  ) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Signs a customer in (new session, basket carried over); answers error messages.',
  })
  @ApiRequestBody('SignInRequest')
  @ApiData('AccountErrors')
  async signIn(
    @Body() body: SignInDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AccountErrors> {
    if (!(await this.captcha.verify(body.captcha))) return [CUSTOMER_MESSAGES.captchaFailed];
    const ip = request.ip ?? '';
    if (!(await this.throttle.attempt(body.email, ip))) {
      throw new DomainError(CUSTOMER_MESSAGES.tooManySignIns, 429);
    }
    const customer = await this.customers
      .verifyCredentials(body.email, body.password)
      .catch(async (error) => {
        // Refused before the password was checked: neither the attempt nor the captcha counts.
        if (error instanceof HashingBusy) {
          await this.throttle.refund(body.email, ip);
          await this.captcha.giveBack(body.captcha);
        }
        throw error;
      });
    if (!customer) return [CUSTOMER_MESSAGES.badCredentials];
    await this.throttle.succeeded(body.email, ip);
    await this.start.signIn(request, response, customer);
    return [];
  }
}
