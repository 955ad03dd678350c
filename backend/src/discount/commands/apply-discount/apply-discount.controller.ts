import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { DISCOUNT_MESSAGES, type DiscountState } from '@shop/contracts';
import type { Request } from 'express';
import { DomainError } from '../../../platform/domain-error';
import { ApiData, ApiRequestBody } from '../../../platform/http/api-docs/api-docs.decorators';
import { discountAttemptOf } from '../discount-attempt-of';
import { ApplyDiscountCode } from './apply-discount.command';

@ApiTags('discount')
@Controller('discount')
export class ApplyDiscountController {
  constructor(private readonly commands: CommandBus) {}

  /**
   * `POST /api/discount/apply` with the code as a bare JSON string (`"WELCOME10"`,
   * docs/rules-checkout.md "Calls"): whitespace is taken out and case does not matter. A code the
   * shop does not know, or cannot take now, answers 200 with an error message (and the code to try
   * instead, if any).
   */
  @Post('apply')
  @HttpCode(200)
  @ApiOperation({ summary: 'Puts a discount code on the basket, replacing any other.' })
  @ApiRequestBody('DiscountCodeBody')
  @ApiData('DiscountState')
  apply(@Body() body: unknown, @Req() request: Request): Promise<DiscountState> {
    if (typeof body !== 'string') throw new DomainError(DISCOUNT_MESSAGES.notACode, 400);
    return this.commands.execute(new ApplyDiscountCode(body, discountAttemptOf(request)));
  }
}
