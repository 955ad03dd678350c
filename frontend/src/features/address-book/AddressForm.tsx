import type { SavedAddress, SavedAddressRequest } from '@shop/contracts';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { InlineSpinner } from '../../ui/InlineSpinner';
import { TextField } from '../forms/FormField';
import { useCheckedForm } from '../forms/use-page-form';
import {
  ADDRESS_FIELD_OF,
  ADDRESS_FIELDS,
  readSavedAddress,
  type AddressField,
} from './address-form-rules';
import '../forms/forms.css';
import './address-book.css';

const FIELDS: Record<
  AddressField,
  { label: string; autoComplete: string; required?: boolean; hint?: string }
> = {
  label: {
    label: 'Label (optional)',
    autoComplete: 'off',
    hint: 'A name of your own for this address, such as Mum or Office.',
  },
  recipientName: { label: 'Recipient name', autoComplete: 'shipping name', required: true },
  addressLine1: {
    label: 'Address line 1',
    autoComplete: 'shipping address-line1',
    hint: 'Any one of the three address lines will do.',
  },
  addressLine2: { label: 'Address line 2', autoComplete: 'shipping address-line2' },
  addressLine3: { label: 'Address line 3', autoComplete: 'shipping address-line3' },
  town: { label: 'Town', autoComplete: 'shipping address-level2' },
  postcode: { label: 'Postcode', autoComplete: 'shipping postal-code', required: true },
};

const initialValue = (address: SavedAddress | undefined, field: AddressField) =>
  address ? (address[field] ?? '') : '';

/**
 * The add and edit form of the address book: checked in the browser first, then by the server
 * (the checkout's recipient rules); a message beside each field it names (focus on the first),
 * anything else in the alert. The fields are uncontrolled, so what was typed stays on an error.
 */
export function AddressForm({
  address,
  send,
  submitLabel,
  onSaved,
  cancel,
}: {
  /** The address being edited; none when adding. */
  address?: SavedAddress;
  send: UseMutationResult<SavedAddress | undefined, Error, SavedAddressRequest>;
  submitLabel: string;
  onSaved: (saved: SavedAddress | undefined) => void;
  /** The way back to the list. */
  cancel: ReactNode;
}) {
  const { fieldId, errors, alert, onSubmit, onChange } = useCheckedForm({
    send,
    fields: ADDRESS_FIELDS,
    read: readSavedAddress,
    fieldOf: ADDRESS_FIELD_OF,
    onSent: onSaved,
  });

  return (
    <form
      className="page-form__form address-form"
      noValidate
      aria-busy={send.isPending}
      onSubmit={onSubmit}
      onChange={onChange}
      data-testid="address-form"
    >
      <p className="page-form__note">
        Anything marked <span className="form-required">*</span> is required.
      </p>
      {ADDRESS_FIELDS.map((field) => (
        <TextField
          key={field}
          id={fieldId(field)}
          name={field}
          label={FIELDS[field].label}
          required={FIELDS[field].required}
          hint={FIELDS[field].hint}
          autoComplete={FIELDS[field].autoComplete}
          autoCapitalize={field === 'postcode' ? 'characters' : undefined}
          defaultValue={initialValue(address, field)}
          error={errors[field]}
          testId={`address-${field}`}
        />
      ))}
      <div className="page-form__alert" role="alert" data-testid="address-form-alert">
        {alert && <p>{alert}</p>}
      </div>
      <div className="address-form__actions">
        <button
          type="submit"
          className="button button--primary"
          aria-disabled={send.isPending}
          data-testid="address-form-submit"
        >
          {send.isPending && <InlineSpinner />}
          {send.isPending ? 'Saving…' : submitLabel}
        </button>
        {cancel}
      </div>
    </form>
  );
}
