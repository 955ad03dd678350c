import { FORM_LIMITS } from '@shop/contracts';
import { useSendContactMessage } from '../../api/content-pages.queries';
import { CONTACT_FIELD_OF, readContact, type ContactField } from './form-rules';
import { FormFrame } from './FormFrame';
import { TextAreaField, TextField } from './FormField';
import { usePageForm } from './use-page-form';

const FIELDS: readonly ContactField[] = ['name', 'email', 'orderNumber', 'message'];

/**
 * `/contact-us`: name, email, an optional order number and the message (docs/rules-storefront.md
 * "Routes").
 */
export function ContactForm() {
  const form = usePageForm({
    send: useSendContactMessage(),
    fields: FIELDS,
    read: readContact,
    fieldOf: CONTACT_FIELD_OF,
  });
  return (
    <FormFrame
      title="Send us a message"
      submitLabel="Send message"
      testId="contact-form"
      {...form.frame}
    >
      <TextField
        id={form.fieldId('name')}
        name="name"
        label="Your name"
        required
        autoComplete="name"
        error={form.errors.name}
        testId="contact-name"
      />
      <TextField
        id={form.fieldId('email')}
        name="email"
        type="email"
        label="Your email address"
        required
        autoComplete="email"
        spellCheck={false}
        error={form.errors.email}
        testId="contact-email"
      />
      <TextField
        id={form.fieldId('orderNumber')}
        name="orderNumber"
        label="Order number (optional)"
        hint="If your message is about an order: it starts with P, e.g. P1234567."
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        error={form.errors.orderNumber}
        testId="contact-order-number"
      />
      <TextAreaField
        id={form.fieldId('message')}
        name="message"
        label="Your message"
        required
        rows={8}
        limit={FORM_LIMITS.messageMaxLength}
        error={form.errors.message}
        testId="contact-message"
      />
    </FormFrame>
  );
}
