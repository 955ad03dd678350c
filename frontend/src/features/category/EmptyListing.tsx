import type { ReactNode } from 'react';
import './empty-listing.css';

/** A listing with nothing to show, and what the shopper can do about it. */
export function EmptyListing({
  message,
  children,
  testId,
}: {
  message: string;
  children: ReactNode;
  testId: string;
}) {
  return (
    <div className="empty-listing" data-testid={testId}>
      <p className="empty-listing__message">{message}</p>
      <div className="empty-listing__actions">{children}</div>
    </div>
  );
}
