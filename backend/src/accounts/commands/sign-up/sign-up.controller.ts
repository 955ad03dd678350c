import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CUSTOMER_MESSAGES, type AccountErrors } from '@shop/contracts';
import type { Request, Response } from 'express';
import { Captcha } from '../../../platform/captcha/captcha.service';
import { DomainError } from '../../../platform/domain-error';
import { ApiData, ApiRequestBody } from '../../../platform/http/api-docs/api-docs.decorators';
import { HashingBusy } from '../../credentials/hashing-queue';
import { appendContextOf } from '../../session/append-context';
import { CustomerSessionStart } from '../../session/customer-session-start';
import { SignUps } from '../../sign-ups/sign-ups.service';
import { ConfirmSignUpDto, SignUpDto } from './sign-up.dto';

/**
 * `POST /api/sign-up` (captcha first): a rule broken (email, name, phone, password) answers its
 * message in the list, with nothing stored; otherwise the answer is empty whether or not the
 * email has an account, and the address is mailed (a link that makes the account, or a note
 * that someone tried). `POST /api/sign-up/confirm` follows that link: the account is made and
 * this browser signed in with the guest's basket.
 */
@ApiTags('accounts')
@Controller('sign-up')
export class SignUpController {
  constructor(
    private readonly captcha: Captcha,
    private readonly signUps: SignUps,
    private readonly start: CustomerSessionStart,
  ) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Mails the address a link that makes the account; answers error messages.',
  })
  @ApiRequestBody('SignUpRequest')
  @ApiData('AccountErrors')
  async signUp(@Body() body: SignUpDto, @Req() request: Request): Promise<AccountErrors> {
    if (!(await this.captcha.verify(body.captcha))) return [CUSTOMER_MESSAGES.captchaFailed];
    try {
      await this.signUps.request(body, request.ip ?? '', appendContextOf(request));
      return [];
    } catch (error) {
      if (error instanceof DomainError && error.status !== 429) return [error.message];
      // The hashing queue was full (429): nothing was made, the captcha may be used again.
      if (error instanceof HashingBusy) await this.captcha.giveBack(body.captcha);
      throw error;
    }
  }

  @Post('confirm')
  @HttpCode(200)
  @ApiOperation({ summary: "Makes the account of a sign-up's link and signs it in." })
  @ApiRequestBody('ConfirmSignUpRequest')
  @ApiData('AccountErrors')
  async confirm(
    @Body() body: ConfirmSignUpDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AccountErrors> {
    let customer;
    try {
      customer = await this.signUps.confirm(body.key, appendContextOf(request));
    } catch (error) {
      if (error instanceof DomainError && error.status === 409) return [error.message];
      throw error;
    }
    if (!customer) return [CUSTOMER_MESSAGES.signUpLinkInvalid];
    await this.start.signIn(request, response, customer);
    return [];
  }
}
