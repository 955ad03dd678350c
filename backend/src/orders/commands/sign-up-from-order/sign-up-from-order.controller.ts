import { Body, Controller, Get, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  ACCOUNT_ORDER_MESSAGES,
  CUSTOMER_MESSAGES,
  type AccountErrors,
  type SignUpFromOrderLink,
} from '@shop/contracts';
import type { Request, Response } from 'express';
import { appendContextOf, Customers, CustomerSessionStart } from '../../../accounts';
import { DomainError } from '../../../platform/domain-error';
import { WrongExpectedVersionError } from '../../../platform/event-store/event-store.errors';
import { ApiData, ApiRequestBody } from '../../../platform/http/api-docs/api-docs.decorators';
import { GuestOrderLink, type LinkedPurchase } from './guest-order-link';
import { SignUpFromOrderDto, SignUpFromOrderLinkParamsDto } from './sign-up-from-order.dto';

/** Another change to one of the orders at that moment: the whole sign-up is tried again. */
const ATTEMPTS = 3;

/**
 * `/sign-up-account/{orderId}/{verificationToken}`: a guest's paid purchase becomes a new
 * account, from the link in its order confirmation email. The account takes the order's email
 * and name (the link proves the inbox, so no captcha); the customer, the purchase's orders
 * becoming theirs (OrderClaimed) and CustomerSignedUp are one transaction; the browser is then
 * signed in. Here, in orders, because accounts may not import orders: orders imports accounts.
 */
@ApiTags('accounts')
@Controller('sign-up-account')
export class SignUpFromOrderController {
  constructor(
    private readonly link: GuestOrderLink,
    private readonly customers: Customers,
    private readonly start: CustomerSessionStart,
  ) {}

  @Get(':orderId/:verificationToken')
  @ApiOperation({ summary: 'Whether an emailed sign-up link is good, and the email it uses.' })
  @ApiData('SignUpFromOrderLink')
  async check(@Param() params: SignUpFromOrderLinkParamsDto): Promise<SignUpFromOrderLink> {
    const purchase = await this.link.purchaseOf(params.orderId, params.verificationToken);
    const refusal = await this.refusalOf(purchase);
    if (refusal || !purchase) {
      return { valid: false, message: refusal ?? CUSTOMER_MESSAGES.orderLinkInvalid };
    }
    const { email, name, orderNumber } = purchase;
    return { valid: true, email, name, orderNumber };
  }

  @Post()
  @HttpCode(200)
  @ApiOperation({
    summary: "Makes a guest's order an account and signs it in; answers error messages.",
  })
  @ApiRequestBody('SignUpFromOrderRequest')
  @ApiData('AccountErrors')
  async signUp(
    @Body() body: SignUpFromOrderDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AccountErrors> {
    for (let attempt = 1; ; attempt++) {
      const purchase = await this.link.purchaseOf(body.orderId, body.verificationToken);
      const refusal = await this.refusalOf(purchase);
      if (refusal || !purchase) return [refusal ?? CUSTOMER_MESSAGES.orderLinkInvalid];
      try {
        const customer = await this.customers.signUp(
          {
            name: purchase.name,
            email: purchase.email,
            password: body.password,
            mailShot: body.mailShot,
            fromOrder: purchase.orderNumber,
          },
          appendContextOf(request),
          (created) => this.link.claims(purchase, created.id),
        );
        await this.start.signIn(request, response, customer);
        return [];
      } catch (error) {
        if (error instanceof WrongExpectedVersionError && attempt < ATTEMPTS) continue;
        if (error instanceof DomainError && error.status !== 429) return [error.message];
        throw error;
      }
    }
  }

  /** Why a good link can make no account now: its orders or its email have one already. */
  private async refusalOf(purchase: LinkedPurchase | null): Promise<string | null> {
    if (!purchase) return null;
    if (this.link.hasAccount(purchase)) return ACCOUNT_ORDER_MESSAGES.orderHasAccount;
    if (await this.customers.byEmail(purchase.email)) return CUSTOMER_MESSAGES.emailTaken;
    return null;
  }
}
