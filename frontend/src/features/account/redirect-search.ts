/**
 * `?redirect=` of the sign-in and sign-up pages: the page to go back to (checked by
 * `safeRedirect` when used). Apart from account-paths so the route definitions, which load
 * with every page, carry nothing else.
 */
export const validateRedirectSearch = (search: Record<string, unknown>): { redirect?: string } =>
  typeof search.redirect === 'string' ? { redirect: search.redirect } : {};
