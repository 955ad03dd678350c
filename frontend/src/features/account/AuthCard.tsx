import type { ReactNode } from 'react';
import './account.css';

/** The sign-in, sign-up and password pages: one card at a reading width, its title the h1. */
export function AuthCard({
  title,
  intro,
  testId,
  children,
}: {
  title: string;
  intro?: ReactNode;
  testId: string;
  children: ReactNode;
}) {
  return (
    <section className="auth-card" aria-labelledby="auth-card-title" data-testid={testId}>
      <title>{`${title} | Posy`}</title>
      <h1 id="auth-card-title" className="auth-card__title">
        {title}
      </h1>
      {intro && <div className="auth-card__intro">{intro}</div>}
      {children}
    </section>
  );
}

/**
 * The server's messages for a refused form, shown as they are (docs/rules-storefront.md
 * "Messages").
 */
export function FormErrors({ errors, testId }: { errors: readonly string[]; testId: string }) {
  return (
    <div className="account-alert-region" role="alert" data-testid={`${testId}-region`}>
      {errors.length > 0 && (
        <ul className="account-alert" data-testid={testId}>
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** A success message in a polite live region. */
export function FormNotice({ notice, testId }: { notice: string | null; testId: string }) {
  return (
    <div className="account-notice-region" role="status">
      {notice && (
        <p className="account-notice" data-testid={testId}>
          {notice}
        </p>
      )}
    </div>
  );
}
