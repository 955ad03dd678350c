import { Query } from '@nestjs/cqrs';
import type { SavedPaymentMethod } from '@shop/contracts';

/** The cards the signed-in customer saved with the payment provider. */
export class GetPaymentMethods extends Query<SavedPaymentMethod[]> {
  constructor(readonly customerId: string) {
    super();
  }
}
