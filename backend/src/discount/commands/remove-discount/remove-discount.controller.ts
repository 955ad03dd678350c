import { Controller, Get, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { DiscountState } from '@shop/contracts';
import type { Request } from 'express';
import { commandContextOf } from '../../../basket';
import { ApiData } from '../../../platform/http/api-docs/api-docs.decorators';
import { StateChanging } from '../../../platform/http/cross-site';
import { RemoveDiscountCode } from './remove-discount.command';

@ApiTags('discount')
@Controller('discount')
export class RemoveDiscountController {
  constructor(private readonly commands: CommandBus) {}

  /**
   * `GET /api/discount/remove` (docs/rules-checkout.md "Calls"): the basket's code off; nothing
   * when there is none.
   */
  @Get('remove')
  @StateChanging()
  @ApiOperation({ summary: "Takes the basket's discount code off." })
  @ApiData('DiscountState')
  remove(@Req() request: Request): Promise<DiscountState> {
    return this.commands.execute(new RemoveDiscountCode(commandContextOf(request)));
  }
}
