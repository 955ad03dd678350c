import type { ReactNode } from 'react';
import { errorText } from '../../api/error-text';
import { sectionId, type Section } from './checkout-sections';

/** One editing section of the checkout page; `editing` link state focuses it. */
export function CheckoutSection({
  section,
  title,
  children,
}: {
  section: Section;
  title: string;
  children: ReactNode;
}) {
  const titleId = `${sectionId(section)}-title`;
  return (
    <section
      id={sectionId(section)}
      className="checkout-section"
      aria-labelledby={titleId}
      tabIndex={-1}
      data-testid={sectionId(section)}
    >
      <h2 id={titleId} className="checkout-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A section's save outcome: the server's refusal, or 'Saved'. */
export function SaveStatus({
  error,
  saved,
  testId,
}: {
  error: unknown;
  saved: boolean;
  testId: string;
}) {
  if (error) {
    return (
      <p className="checkout-section__error" role="alert" data-testid={`${testId}-error`}>
        {errorText(error)}
      </p>
    );
  }
  return (
    <p className="checkout-section__saved" role="status" data-testid={`${testId}-saved`}>
      {saved ? 'Saved' : ''}
    </p>
  );
}
