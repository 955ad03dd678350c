import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { DISCOUNT_MESSAGES, type TrackingRequest } from '@shop/contracts';
import type { Request } from 'express';
import { commandContextOf } from '../../../basket';
import { DomainError } from '../../../platform/domain-error';
import { ApiData } from '../../../platform/http/api-docs/api-docs.decorators';
import { TrackAffiliate } from './track-affiliate.command';
import { TrackingDto } from './track-affiliate.dto';

@ApiTags('user-session')
@Controller('user-session')
export class TrackAffiliateController {
  constructor(private readonly commands: CommandBus) {}

  /**
   * `POST /api/user-session/tracking` {affiliateWindowId, affiliateId} (docs/rules-storefront.md
   * "Calls"): who sent the shopper, recorded on their basket (an event), so its orders carry it for
   * commission.
   */
  @Post('tracking')
  @HttpCode(200)
  @ApiOperation({ summary: 'Records the affiliate (`awc`, `aff`) that sent the shopper.' })
  @ApiData('TrackingRequest')
  track(@Body() body: TrackingDto, @Req() request: Request): Promise<TrackingRequest> {
    const tracking = {
      affiliateWindowId: body.affiliateWindowId ?? null,
      affiliateId: body.affiliateId?.toLowerCase() ?? null,
    };
    if (tracking.affiliateWindowId === null && tracking.affiliateId === null) {
      throw new DomainError(DISCOUNT_MESSAGES.noTracking, 400);
    }
    return this.commands.execute(new TrackAffiliate(tracking, commandContextOf(request)));
  }
}
