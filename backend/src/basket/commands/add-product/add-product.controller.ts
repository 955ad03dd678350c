import { Body, Controller, Headers, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AddToBasketResponse } from '@shop/contracts';
import type { Request } from 'express';
import { ApiData, ApiRequestBody } from '../../../platform/http/api-docs/api-docs.decorators';
import { commandContextOf } from '../command-context';
import { AddProduct } from './add-product.command';
import { AddProductDto } from './add-product.dto';

/**
 * Adding to the basket: answers the list of error messages, empty on success
 * (docs/rules-checkout.md "Calls").
 */
@ApiTags('basket')
@Controller('product/add')
export class AddProductController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Puts a product in the basket as a new order and answers any refusal.' })
  @ApiHeader({
    name: 'idempotency-key',
    required: false,
    description: 'Names the add, so a retried request adds the order once (8 to 200 characters).',
  })
  @ApiRequestBody('AddProductRequest')
  @ApiData('AddToBasketResponse')
  add(
    @Body() body: AddProductDto,
    @Req() request: Request,
    @Headers('idempotency-key') idempotencyKey?: string,
  ): Promise<AddToBasketResponse> {
    return this.commands.execute(new AddProduct(body, commandContextOf(request), idempotencyKey));
  }
}
