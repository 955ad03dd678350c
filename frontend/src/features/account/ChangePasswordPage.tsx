import { CUSTOMER_MESSAGES } from '@shop/contracts';
import { useState, type FormEvent } from 'react';
import { useChangePassword } from '../../api/account.queries';
import { AccountPage } from './AccountPage';
import { FormErrors, FormNotice } from './AuthCard';
import { PasswordField } from './PasswordField';

/**
 * `/account/change-password`: the current password, then a new one (10 or more characters).
 * Changed, every other browser signed in as this customer is signed out.
 */
export function ChangePasswordPage() {
  const change = useChangePassword();
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const [errors, setErrors] = useState<readonly string[]>([]);
  const [notice, setNotice] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (change.isPending) return;
    setNotice(null);
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: (messages) => {
          setErrors(messages);
          if (messages.length > 0) return;
          setNotice(CUSTOMER_MESSAGES.passwordChanged);
          setCurrent('');
          setNew('');
        },
        onError: (error) => setErrors([error.message]),
      },
    );
  };

  return (
    <AccountPage title="Change Password" testId="change-password-page">
      <form className="auth-form account-form" onSubmit={submit} data-testid="change-password-form">
        <PasswordField
          label="Current password"
          name="currentPassword"
          autoComplete="current-password"
          minLength={1}
          value={currentPassword}
          onChange={setCurrent}
          testId="change-password-current"
        />
        <PasswordField
          label="New password"
          name="newPassword"
          autoComplete="new-password"
          hint="At least 10 characters. Other devices signed in to your account will be signed out."
          value={newPassword}
          onChange={setNew}
          testId="change-password-new"
        />
        <FormErrors errors={errors} testId="change-password-errors" />
        <FormNotice notice={notice} testId="change-password-saved" />
        <button
          type="submit"
          className="button button--primary auth-form__submit"
          disabled={change.isPending}
          data-testid="change-password-submit"
        >
          {change.isPending ? 'Saving...' : 'Change Password'}
        </button>
      </form>
    </AccountPage>
  );
}
