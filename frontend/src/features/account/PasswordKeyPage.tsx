import { CUSTOMER_MESSAGES } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState, type FormEvent } from 'react';
import { passwordKeyQueryOptions, useResetPassword } from '../../api/account.queries';
import { errorText } from '../../api/error-text';
import { Spinner } from '../../ui/Spinner';
import { AuthCard, FormErrors } from './AuthCard';
import { PasswordField } from './PasswordField';
import { ACCOUNT_HOME } from './account-paths';

/**
 * `/forgot-password/:key` (title Reset Password) and `/set-password/:key` (title Set Password): a
 * new password with the emailed key. A wrong or used reset key goes back to /forgot-password with a
 * message; a set key never redirects (docs/rules-storefront.md "Routes"), its page says what is
 * wrong. Saved, the shopper is signed in and goes to their account.
 */
export function PasswordKeyPage({
  purpose,
  keyValue,
}: {
  purpose: 'reset' | 'set';
  keyValue: string;
}) {
  const title = purpose === 'reset' ? 'Reset Password' : 'Set Password';
  const navigate = useNavigate();
  const keyState = useQuery(passwordKeyQueryOptions(purpose, keyValue));
  const save = useResetPassword(purpose);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<readonly string[]>([]);
  const refused = keyState.data?.valid === false;

  useEffect(() => {
    if (refused && purpose === 'reset' && !save.isSuccess) {
      void navigate({ to: '/forgot-password', search: { key: 'refused' }, replace: true });
    }
  }, [refused, purpose, navigate, save.isSuccess]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    save.mutate(
      { key: keyValue, password },
      {
        onSuccess: (messages) => {
          setErrors(messages);
          if (messages.length === 0) void navigate({ to: ACCOUNT_HOME, replace: true });
        },
        onError: (error) => setErrors([errorText(error)]),
      },
    );
  };

  if (keyState.isPending) return <Spinner />;
  return (
    <AuthCard title={title} testId="password-key-page">
      {keyState.isError && (
        <p className="account-alert" role="alert">
          {errorText(keyState.error)}
        </p>
      )}
      {refused && purpose === 'set' ? (
        <p className="account-alert" role="alert" data-testid="password-key-refused">
          {CUSTOMER_MESSAGES.setKeyInvalid} <Link to="/forgot-password">Ask for a new link</Link>
        </p>
      ) : (
        <form className="auth-form" onSubmit={submit} data-testid="password-key-form">
          <PasswordField
            label="New password"
            name="password"
            autoComplete="new-password"
            hint="At least 10 characters."
            value={password}
            onChange={setPassword}
            testId="password-key-password"
          />
          <FormErrors errors={errors} testId="password-key-errors" />
          <button
            type="submit"
            className="button button--primary auth-form__submit"
            disabled={save.isPending}
            data-testid="password-key-submit"
          >
            {save.isPending ? 'Saving...' : title}
          </button>
        </form>
      )}
    </AuthCard>
  );
}
