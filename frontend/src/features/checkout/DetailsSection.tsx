import type { CheckoutState } from '@shop/contracts';
import type { FormEvent } from 'react';
import { useUpdateOrder } from '../../api/checkout.queries';
import { CheckoutSection, SaveStatus } from './CheckoutSection';

/** The customer's name, email, phone and mailShot, saved through update key `details`. */
export function DetailsSection({
  state,
  orderIndex,
}: {
  state: CheckoutState;
  orderIndex: number;
}) {
  const update = useUpdateOrder();
  const { customer } = state;
  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    update.mutate({
      key: 'details',
      orderIndex,
      data: {
        name: String(form.get('name') ?? ''),
        email: String(form.get('email') ?? ''),
        phone: String(form.get('phone') ?? ''),
        mailShot: form.get('mailShot') === 'on',
      },
    });
  };
  return (
    <CheckoutSection section="details" title="Your details">
      <form className="checkout-form" onSubmit={save} onChange={() => update.reset()}>
        <label className="checkout-form__field">
          <span>Your name</span>
          <input
            name="name"
            defaultValue={customer.name}
            autoComplete="name"
            required
            data-testid="details-name"
          />
        </label>
        <label className="checkout-form__field">
          <span>Email address</span>
          <input
            name="email"
            type="email"
            defaultValue={customer.email}
            autoComplete="email"
            required
            data-testid="details-email"
          />
        </label>
        <label className="checkout-form__field">
          <span>Phone number</span>
          <input
            name="phone"
            type="tel"
            defaultValue={customer.phone}
            autoComplete="tel"
            data-testid="details-phone"
          />
        </label>
        <label className="checkout-form__check">
          <input
            name="mailShot"
            type="checkbox"
            defaultChecked={customer.mailShot}
            data-testid="details-mailshot"
          />
          <span>Send me offers and news by email</span>
        </label>
        <button
          type="submit"
          className="checkout-form__save"
          disabled={update.isPending}
          data-testid="details-save"
        >
          Save
        </button>
        <SaveStatus error={update.error} saved={update.isSuccess} testId="details" />
      </form>
    </CheckoutSection>
  );
}
