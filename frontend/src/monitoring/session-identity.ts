import type { UserSessionData } from '@shop/contracts';

let identified: UserSessionData['customerId'] = null;

/**
 * Sets the shopper's identity for analytics once the session check returns both a customer id and
 * an email (docs/rules-checkout.md "States", docs/rules-storefront.md "States"): GA4's `user_id` is
 * the customer id, never the email (analytics must not hold personal data). A session without them
 * clears it again. Error reports need nothing here: the server records the session's own customer
 * with each report.
 */
export function setSessionIdentity(user: UserSessionData | null): void {
  const customerId = user?.customerId != null && user.email ? user.customerId : null;
  if (customerId === identified) return;
  identified = customerId;
  (window.dataLayer ??= []).push({
    event: 'user_identity',
    user_id: customerId === null ? null : String(customerId),
  });
}

/** Forgets the identity pushed; for tests. */
export function resetSessionIdentity(): void {
  identified = null;
}
