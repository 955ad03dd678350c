import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CUSTOMER_MESSAGES, type AccountErrors } from '@shop/contracts';
import type { Request, Response } from 'express';
import { Captcha } from '../../../platform/captcha/captcha.service';
import { ApiData, ApiRequestBody } from '../../../platform/http/api-docs/api-docs.decorators';
import { Customers } from '../../customers.service';
import { customerEmail } from '../../domain/customer';
import { appendContextOf } from '../../session/append-context';
import { CustomerSessionStart } from '../../session/customer-session-start';
import { LinkRequestThrottle } from './link-request-throttle';
import { EmailWithCaptchaDto, SignInWithLinkDto } from './sign-in-link.dto';

/**
 * Magic sign-in links: `POST /api/sign-in/email` mails one (answers the same whether or not the
 * email has an account); `POST /api/sign-in/email/token` signs in with it (15 minutes, once).
 */
@ApiTags('accounts')
@Controller('sign-in/email')
export class SignInLinkController {
  constructor(
    private readonly captcha: Captcha,
    private readonly throttle: LinkRequestThrottle,
    private readonly customers: Customers,
    private readonly start: CustomerSessionStart,
  ) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Mails a single-use sign-in link (15 minutes) if the email has an account.',
  })
  @ApiRequestBody('SignInLinkRequest')
  @ApiData('AccountErrors')
  async send(@Body() body: EmailWithCaptchaDto, @Req() request: Request): Promise<AccountErrors> {
    if (!(await this.captcha.verify(body.captcha))) return [CUSTOMER_MESSAGES.captchaFailed];
    const email = customerEmail(body.email);
    await this.throttle.take(email, request.ip ?? '');
    await this.customers.requestSignInLink(email, appendContextOf(request));
    return [];
  }

  @Post('token')
  @HttpCode(200)
  @ApiOperation({ summary: 'Signs in with an emailed link; answers error messages.' })
  @ApiRequestBody('SignInWithLinkRequest')
  @ApiData('AccountErrors')
  async signIn(
    @Body() body: SignInWithLinkDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AccountErrors> {
    const customer = await this.customers.redeemSignInLink(body.token);
    if (!customer) return [CUSTOMER_MESSAGES.linkInvalid];
    await this.start.signIn(request, response, customer);
    return [];
  }
}
