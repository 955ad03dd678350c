import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { SavedPaymentMethod } from '@shop/contracts';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../../payments/payment-provider';
import { GetPaymentMethods } from './payment-methods.query';

@QueryHandler(GetPaymentMethods)
export class GetPaymentMethodsHandler implements IQueryHandler<GetPaymentMethods> {
  constructor(@Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider) {}

  /** Straight from the configured provider: the shop keeps no card details of its own. */
  async execute({ customerId }: GetPaymentMethods): Promise<SavedPaymentMethod[]> {
    const cards = await this.provider.savedCards(customerId);
    return cards.map(({ id, brand, last4, expiryMonth, expiryYear }) => ({
      id,
      brand,
      last4,
      expiryMonth,
      expiryYear,
    }));
  }
}
