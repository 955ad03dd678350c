import {
  GIFT_CARD_MESSAGES,
  PAYMENT_MESSAGES,
  type PayRequest,
  type PayResponse,
} from '@shop/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { checkoutKeys } from '../../api/checkout.queries';
import { errorText } from '../../api/error-text';
import { usePay } from '../../api/payment.queries';
import { attemptFor, endsAttempt, type PaymentAttempt } from './payment-attempt';

/** Refusals that mean the basket's totals moved: the page reads the basket again. */
const TOTALS_CHANGED: readonly string[] = [
  PAYMENT_MESSAGES.basketChanged,
  GIFT_CARD_MESSAGES.balanceChanged,
  GIFT_CARD_MESSAGES.noBalance,
];

/**
 * Paying, once: a second click while a payment is on its way sends nothing; a retry of the same
 * payment (after a network failure) sends the same Idempotency-Key; a refusal ends the attempt,
 * so the next Pay is a new one. `onNotReady` runs when the server finds an order not ready.
 */
export function usePayment({ onNotReady }: { onNotReady: () => void }) {
  const queryClient = useQueryClient();
  const pay = usePay();
  const attempt = useRef<PaymentAttempt | null>(null);
  const inFlight = useRef(false);

  const submit = async (body: PayRequest): Promise<PayResponse | undefined> => {
    if (inFlight.current) return undefined;
    inFlight.current = true;
    const current = attemptFor(attempt.current, JSON.stringify(body));
    attempt.current = current;
    try {
      const answer = await pay.mutateAsync({ body, idempotencyKey: current.key });
      // Paid: the page is on its way to /order-complete; nothing may pay again from here.
      if (answer?.status === 'paid') return answer;
      inFlight.current = false;
      return answer;
    } catch (error) {
      inFlight.current = false;
      if (endsAttempt(error)) attempt.current = null;
      const message = errorText(error);
      if (message === PAYMENT_MESSAGES.notReady) onNotReady();
      if (TOTALS_CHANGED.includes(message)) {
        void queryClient.invalidateQueries({ queryKey: checkoutKeys.all });
      }
      return undefined;
    }
  };

  const paid = pay.data?.status === 'paid';
  return {
    submit,
    /** True from Pay until the answer, and for good once paid. */
    paying: pay.isPending || paid,
    error: pay.error ? errorText(pay.error) : null,
    reset: pay.reset,
  };
}
