import { Controller, Get, Req } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { CheckoutState } from '@shop/contracts';
import type { Request } from 'express';
import { ApiAnswer } from '../../../platform/http/api-answer';
import { ApiData } from '../../../platform/http/api-docs/api-docs.decorators';
import { GetCheckoutWithRedirect } from './get-checkout-with-redirect.query';

@ApiTags('basket')
@Controller('checkout')
export class GetCheckoutWithRedirectController {
  constructor(private readonly queries: QueryBus) {}

  /** `GET /api/checkout/get-with-redirect`: as `get`, but an empty basket sends the shopper home. */
  @Get('get-with-redirect')
  @ApiOperation({
    summary:
      "Answers this session's checkout state, with a redirect home when the basket is empty.",
  })
  @ApiData('CheckoutState')
  async getWithRedirect(@Req() request: Request): Promise<ApiAnswer<CheckoutState>> {
    const { checkout, redirectUrl } = await this.queries.execute(
      new GetCheckoutWithRedirect(request.shopSession!),
    );
    return redirectUrl === null
      ? new ApiAnswer(checkout)
      : new ApiAnswer(checkout, { redirectUrl });
  }
}
