import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { DiscountState } from '@shop/contracts';
import type { Request } from 'express';
import { commandContextOf } from '../../../basket';
import { ApiData } from '../../../platform/http/api-docs/api-docs.decorators';
import { ApplyAffiliate } from './apply-affiliate.command';
import { AffiliateDto } from './apply-affiliate.dto';

@ApiTags('discount')
@Controller('affiliate')
export class ApplyAffiliateController {
  constructor(private readonly commands: CommandBus) {}

  /** `POST /api/affiliate` {affiliateId}: the affiliate's code on the basket, or a warning. */
  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: "Applies an affiliate's discount code (`?aff=` on any page)." })
  @ApiData('DiscountState')
  apply(@Body() body: AffiliateDto, @Req() request: Request): Promise<DiscountState> {
    return this.commands.execute(new ApplyAffiliate(body.affiliateId, commandContextOf(request)));
  }
}
