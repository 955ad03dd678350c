import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { PostcodeCheckResponse } from '@shop/contracts';
import { ApiData } from '../../../platform/http/api-docs/api-docs.decorators';
import { CheckPostcode } from './check-postcode.query';

@ApiTags('delivery')
@Controller('postcode')
export class CheckPostcodeController {
  constructor(private readonly queryBus: QueryBus) {}

  /**
   * `GET /api/postcode/check/{deliveryMethodId}/{postcode}` (docs/rules-checkout.md "Calls").
   * Express has already decoded the path, so `SW1A%201AA` arrives as `SW1A 1AA`.
   */
  @Get('check/:deliveryMethodId/:postcode')
  @ApiOperation({ summary: 'Checks whether a delivery method can deliver to a postcode.' })
  @ApiData('PostcodeCheckResponse')
  check(
    @Param('deliveryMethodId') deliveryMethodId: string,
    @Param('postcode') postcode: string,
  ): Promise<PostcodeCheckResponse> {
    return this.queryBus.execute(new CheckPostcode({ deliveryMethodId, postcode }));
  }
}
