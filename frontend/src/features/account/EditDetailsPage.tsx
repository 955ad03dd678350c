import type { CustomerDetailsData } from '@shop/contracts';
import { CUSTOMER_MESSAGES } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { accountDetailsQueryOptions, useEditDetails } from '../../api/account.queries';
import { Spinner } from '../../ui/Spinner';
import { AccountPage } from './AccountPage';
import { FormErrors, FormNotice } from './AuthCard';

/**
 * `/account/edit-details`: name, email, phone and the mail preference. A new email is used
 * once the customer follows the link mailed to it; until then the page says it is waiting.
 */
export function EditDetailsPage() {
  const details = useQuery(accountDetailsQueryOptions());
  return (
    <AccountPage title="Edit Details" testId="edit-details-page">
      {details.isPending && <Spinner />}
      {details.isError && (
        <p className="account-alert" role="alert">
          {details.error.message}
        </p>
      )}
      {details.data && <DetailsForm initial={details.data} />}
    </AccountPage>
  );
}

function DetailsForm({ initial }: { initial: CustomerDetailsData }) {
  const save = useEditDetails();
  const [name, setName] = useState(initial.name);
  const [email, setEmail] = useState(initial.pendingEmail ?? initial.email);
  const [phone, setPhone] = useState(initial.phone ?? '');
  const [mailShot, setMailShot] = useState(initial.mailShot);
  const [errors, setErrors] = useState<readonly string[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const id = useId();
  const pending = save.data?.details.pendingEmail ?? initial.pendingEmail;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    setNotice(null);
    save.mutate(
      { name: name.trim(), email: email.trim(), phone: phone.trim() || null, mailShot },
      {
        onSuccess: (answer) => {
          setErrors([]);
          setNotice(
            answer.verificationSent
              ? `${CUSTOMER_MESSAGES.detailsSaved} ${CUSTOMER_MESSAGES.verifyEmailSent}`
              : CUSTOMER_MESSAGES.detailsSaved,
          );
        },
        onError: (error) => setErrors([error.message]),
      },
    );
  };

  return (
    <form className="auth-form account-form" onSubmit={submit} data-testid="edit-details-form">
      <div className="form-field">
        <label className="form-field__label" htmlFor={`${id}-name`}>
          Your name
        </label>
        <input
          id={`${id}-name`}
          name="name"
          autoComplete="name"
          required
          maxLength={100}
          value={name}
          onChange={(event) => setName(event.target.value)}
          data-testid="edit-details-name"
        />
      </div>
      <div className="form-field">
        <label className="form-field__label" htmlFor={`${id}-email`}>
          Email address
        </label>
        {pending && (
          <p id={`${id}-pending`} className="form-field__hint" data-testid="edit-details-pending">
            Waiting for you to follow the link we sent to {pending}. Until then we use{' '}
            {initial.email}.
          </p>
        )}
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={254}
          value={email}
          aria-describedby={pending ? `${id}-pending` : undefined}
          onChange={(event) => setEmail(event.target.value)}
          data-testid="edit-details-email"
        />
      </div>
      <div className="form-field">
        <label className="form-field__label" htmlFor={`${id}-phone`}>
          Phone number <span className="form-field__optional">(optional)</span>
        </label>
        <input
          id={`${id}-phone`}
          name="phone"
          type="tel"
          autoComplete="tel"
          maxLength={25}
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
          data-testid="edit-details-phone"
        />
      </div>
      <label className="auth-form__check">
        <input
          type="checkbox"
          name="mailShot"
          checked={mailShot}
          onChange={(event) => setMailShot(event.target.checked)}
          data-testid="edit-details-mail-shot"
        />
        Email me about offers, new flowers and occasions
      </label>
      <FormErrors errors={errors} testId="edit-details-errors" />
      <FormNotice notice={notice} testId="edit-details-saved" />
      <button
        type="submit"
        className="button button--primary auth-form__submit"
        disabled={save.isPending}
        data-testid="edit-details-submit"
      >
        {save.isPending ? 'Saving...' : 'Save Details'}
      </button>
    </form>
  );
}
