import { createFileRoute } from '@tanstack/react-router';
import { PaymentMethodsPage } from '../features/customer-orders/PaymentMethodsPage';

/** `/account/payment-methods`: the customer's saved cards (spec 001 §2.1). */
export const Route = createFileRoute('/account/payment-methods')({
  ssr: false,
  head: () => ({ meta: [{ title: 'Payment Methods | Posy' }] }),
  component: PaymentMethodsPage,
});
