import type { CheckoutOrder, RecipientDetails, SetRecipientData } from '@shop/contracts';
import { useRef, type FormEvent } from 'react';
import { useUpdateOrder } from '../../api/checkout.queries';
import { CheckoutSection, SaveStatus } from './CheckoutSection';
import { SavedAddressPicker } from './SavedAddressPicker';

const RECIPIENT_FIELDS = [
  { name: 'recipientName', label: 'Recipient name', autoComplete: 'name' },
  { name: 'addressLine1', label: 'Address line 1', autoComplete: 'address-line1' },
  { name: 'addressLine2', label: 'Address line 2', autoComplete: 'address-line2' },
  { name: 'addressLine3', label: 'Address line 3', autoComplete: 'address-line3' },
  { name: 'town', label: 'Town', autoComplete: 'address-level2' },
  { name: 'postcode', label: 'Postcode', autoComplete: 'postal-code' },
] as const;

/** The recipient's name and address, saved through update key `recipient`. */
export function RecipientSection({
  order,
  orderIndex,
}: {
  order: CheckoutOrder;
  orderIndex: number;
}) {
  const update = useUpdateOrder();
  const form = useRef<HTMLFormElement>(null);
  const delivery = order.orderDelivery;
  // A saved address fills the fields; the shopper still saves (and may change them first).
  const fill = (recipient: RecipientDetails) => {
    for (const { name } of RECIPIENT_FIELDS) {
      const input = form.current?.elements.namedItem(name);
      if (input instanceof HTMLInputElement) input.value = recipient[name];
    }
    update.reset();
  };
  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const field = (name: (typeof RECIPIENT_FIELDS)[number]['name']) => String(form.get(name) ?? '');
    const data: SetRecipientData = {
      recipientName: field('recipientName'),
      addressLine1: field('addressLine1'),
      addressLine2: field('addressLine2'),
      addressLine3: field('addressLine3'),
      town: field('town'),
      postcode: field('postcode'),
    };
    update.mutate({ key: 'recipient', orderIndex, data });
  };
  return (
    <CheckoutSection section="recipient" title="Recipient">
      <form ref={form} className="checkout-form" onSubmit={save} onChange={() => update.reset()}>
        <SavedAddressPicker onPick={fill} />
        {RECIPIENT_FIELDS.map((field) => (
          <label key={field.name} className="checkout-form__field">
            <span>{field.label}</span>
            <input
              name={field.name}
              defaultValue={delivery[field.name]}
              autoComplete={`shipping ${field.autoComplete}`}
              data-testid={`recipient-${field.name}`}
            />
          </label>
        ))}
        <button
          type="submit"
          className="checkout-form__save"
          disabled={update.isPending}
          data-testid="recipient-save"
        >
          Save
        </button>
        <SaveStatus error={update.error} saved={update.isSuccess} testId="recipient" />
      </form>
    </CheckoutSection>
  );
}
