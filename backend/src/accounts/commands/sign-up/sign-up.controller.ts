import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CUSTOMER_MESSAGES, type AccountErrors } from '@shop/contracts';
import type { Request, Response } from 'express';
import { Captcha } from '../../../platform/captcha/captcha.service';
import { DomainError } from '../../../platform/domain-error';
import { ApiData, ApiRequestBody } from '../../../platform/http/api-docs/api-docs.decorators';
import { HashingBusy } from '../../credentials/hashing-queue';
import { Customers } from '../../customers.service';
import { appendContextOf } from '../../session/append-context';
import { CustomerSessionStart } from '../../session/customer-session-start';
import { SignUpDto } from './sign-up.dto';

/**
 * `POST /api/sign-up`: a new customer (captcha first), signed in at once with the guest's
 * basket. A rule broken (email, name, phone, password, a taken email) answers its message in
 * the list, with nothing stored; a malformed body is a 400.
 */
@ApiTags('accounts')
@Controller('sign-up')
export class SignUpController {
  constructor(
    private readonly captcha: Captcha,
    private readonly customers: Customers,
    private readonly start: CustomerSessionStart,
  ) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Creates a customer account and signs it in; answers error messages.' })
  @ApiRequestBody('SignUpRequest')
  @ApiData('AccountErrors')
  async signUp(
    @Body() body: SignUpDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AccountErrors> {
    if (!(await this.captcha.verify(body.captcha))) return [CUSTOMER_MESSAGES.captchaFailed];
    try {
      const customer = await this.customers.signUp(body, appendContextOf(request));
      await this.start.signIn(request, response, customer);
      return [];
    } catch (error) {
      if (error instanceof DomainError && error.status !== 429) return [error.message];
      // The hashing queue was full (429): nothing was made, the captcha may be used again.
      if (error instanceof HashingBusy) await this.captcha.giveBack(body.captcha);
      throw error;
    }
  }
}
