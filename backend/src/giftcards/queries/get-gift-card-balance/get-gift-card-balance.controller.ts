import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { GiftCardBalanceResponse } from '@shop/contracts';
import { ApiData } from '../../../platform/http/api-docs/api-docs.decorators';
import { GiftCardBalanceParamsDto } from './get-gift-card-balance.dto';
import { GetGiftCardBalance } from './get-gift-card-balance.query';

@ApiTags('gift cards')
@Controller('gift-card')
export class GetGiftCardBalanceController {
  constructor(private readonly queries: QueryBus) {}

  /** `GET /api/gift-card/balance/{code}`: what `/gift-card` shows. */
  @Get('balance/:code')
  @ApiOperation({
    summary: "Answers a gift card's balance and expiry date (balance 0 once it has expired).",
  })
  @ApiParam({
    name: 'code',
    description: 'The 16-character code; spaces, dashes and lower case are fine.',
    schema: { type: 'string' },
  })
  @ApiData('GiftCardBalanceResponse')
  balance(@Param() params: GiftCardBalanceParamsDto): Promise<GiftCardBalanceResponse> {
    return this.queries.execute(new GetGiftCardBalance(params.code));
  }
}
