import { Body, Controller, Headers, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import { AddGiftCardCommand } from './commands/add-gift-card/add-gift-card.command';
import { AddGiftCardDto } from './commands/add-gift-card/add-gift-card.dto';
import { AddProductCommand } from './commands/add-product/add-product.command';
import { AddProductDto } from './commands/add-product/add-product.dto';
import { commandContextOf } from './command-context';

/** Adding to the basket: answers the list of error messages, empty on success (spec 000 §7). */
@Controller('product/add')
export class ProductAddController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(200)
  add(
    @Body() body: AddProductDto,
    @Req() request: Request,
    @Headers('idempotency-key') idempotencyKey?: string,
  ): Promise<string[]> {
    return this.commands.execute(
      new AddProductCommand(body, commandContextOf(request), idempotencyKey),
    );
  }

  @Post('gift-card')
  @HttpCode(200)
  addGiftCard(
    @Body() body: AddGiftCardDto,
    @Req() request: Request,
    @Headers('idempotency-key') idempotencyKey?: string,
  ): Promise<string[]> {
    return this.commands.execute(
      new AddGiftCardCommand(body, commandContextOf(request), idempotencyKey),
    );
  }
}
