import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { PayResponse } from '@shop/contracts';
import { Pay } from './pay.command';
import { PurchasePayment } from './purchase-payment';

@CommandHandler(Pay)
export class PayHandler implements ICommandHandler<Pay> {
  constructor(private readonly payment: PurchasePayment) {}

  execute({ attempt, context }: Pay): Promise<PayResponse> {
    return this.payment.pay(attempt, context);
  }
}
