import { PAYMENT_MESSAGES, type PayResponse } from '@shop/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { forgetPaidBasket } from '../../api/payment.queries';
import { InlineSpinner } from '../../ui/InlineSpinner';
import { PayButton, PaymentError } from './PayButton';
import {
  loadStripeJs,
  STRIPE_LOAD_FAILED,
  type StripeClient,
  type StripeElements,
} from './stripe-js';

export const STRIPE_NOTICE =
  'Card payments are taken by Stripe: the secure card form below loads from js.stripe.com.';

interface Loaded {
  stripe: StripeClient;
  elements: StripeElements;
}

/**
 * Stripe's Payment Element when the shop takes payments through Stripe: Stripe.js is loaded
 * on this page only, the element collects the card, and the shop is sent Stripe's payment
 * method id. A bank check (3-D Secure) is finished in Stripe's own window; the webhook places
 * the order, and the shopper goes on to /order-complete.
 */
export function StripeCardForm({
  publishableKey,
  amount,
  paying,
  error,
  onPay,
}: {
  publishableKey: string;
  amount: number;
  paying: boolean;
  error: string | null;
  onPay: (paymentMethod: string) => Promise<PayResponse | undefined>;
}) {
  const id = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mount = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  const firstAmount = useRef(amount);

  useEffect(() => {
    let cancelled = false;
    let destroy = () => undefined as void;
    loadStripeJs()
      .then((factory) => {
        if (cancelled || !mount.current) return;
        const stripe = factory(publishableKey);
        const elements = stripe.elements({
          mode: 'payment',
          amount: firstAmount.current,
          currency: 'gbp',
        });
        const element = elements.create('payment');
        element.mount(mount.current);
        destroy = () => element.destroy();
        setLoaded({ stripe, elements });
      })
      .catch(() => {
        if (!cancelled) setFormError(STRIPE_LOAD_FAILED);
      });
    return () => {
      cancelled = true;
      destroy();
    };
  }, [publishableKey]);

  useEffect(() => loaded?.elements.update({ amount }), [loaded, amount]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!loaded || working || paying) return;
    setWorking(true);
    setFormError(null);
    try {
      const submitted = await loaded.elements.submit();
      if (submitted.error) return setFormError(submitted.error.message ?? null);
      const created = await loaded.stripe.createPaymentMethod({ elements: loaded.elements });
      if (!created.paymentMethod) {
        return setFormError(created.error?.message ?? PAYMENT_MESSAGES.unknownMethod);
      }
      const answer = await onPay(created.paymentMethod.id);
      if (answer?.status !== 'requires_action') return;
      const action = await loaded.stripe.handleNextAction({ clientSecret: answer.clientSecret });
      if (action.error) return setFormError(action.error.message ?? PAYMENT_MESSAGES.declined);
      forgetPaidBasket(queryClient);
      void navigate({ to: '/order-complete' });
    } finally {
      setWorking(false);
    }
  };

  return (
    <form
      className="payment-form"
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => void submit(event)}
      data-testid="stripe-form"
    >
      <h2 id={`${id}-title`} className="payment-form__title">
        Pay by card
      </h2>
      <p className="payment-form__notice" data-testid="stripe-notice">
        {STRIPE_NOTICE}
      </p>
      {!loaded && !formError && (
        <p className="stripe-form__loading" role="status">
          <InlineSpinner /> Loading the card form…
        </p>
      )}
      {/* Stripe draws into this element; React keeps nothing inside it. */}
      <div ref={mount} className="stripe-form__element" data-testid="stripe-element" />
      <PaymentError message={formError ?? error} />
      <PayButton amount={amount} paying={paying || working} ready={loaded !== null} />
    </form>
  );
}
