import { Body, Controller, Headers, HttpCode, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import { PAYMENT_MESSAGES, type PayResponse } from '@shop/contracts';
import type { Request, Response } from 'express';
import { commandContextOf } from '../../../basket';
import { DomainError } from '../../../platform/domain-error';
import { ApiAnswer } from '../../../platform/http/api-answer';
import { ApiData, ApiRequestBody } from '../../../platform/http/api-docs/api-docs.decorators';
import { SessionHandover } from '../../sessions/session-handover';
import { Pay } from './pay.command';
import { PayDto } from './pay.dto';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{8,200}$/;

@ApiTags('payment')
@Controller('payment')
export class PayController {
  constructor(
    private readonly commands: CommandBus,
    private readonly handover: SessionHandover,
  ) {}

  /**
   * `POST /api/payment/pay`: takes the payment and places the basket's orders. Paid: answers the
   * order numbers with `redirectUrl: '/order-complete'`, and the session moves to a new one with
   * an empty basket (the paid basket is closed; the new session still finds the purchase).
   */
  @Post('pay')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Pays for this session’s basket (Idempotency-Key header required) and places its orders.',
  })
  @ApiHeader({ name: 'Idempotency-Key', required: true, description: 'One per payment attempt.' })
  @ApiRequestBody('PayRequest')
  @ApiData('PayResponse')
  async pay(
    @Body() body: PayDto,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ApiAnswer<PayResponse> | PayResponse> {
    if (!idempotencyKey || !IDEMPOTENCY_KEY.test(idempotencyKey)) {
      throw new DomainError(PAYMENT_MESSAGES.idempotencyKey, 400);
    }
    const answer = await this.commands.execute(
      new Pay(
        { paymentMethod: body.paymentMethod, giftCardCode: body.giftCardCode, idempotencyKey },
        commandContextOf(request),
      ),
    );
    if (answer.status !== 'paid') return answer;
    await this.handover.toNewBasket(request, response);
    return new ApiAnswer(answer, { redirectUrl: '/order-complete' });
  }
}
