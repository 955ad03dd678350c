/**
 * For `ensureQueryData(...).catch(leaveFailureToPage)` in the loader of a page that shows its
 * own loading failure in place (checkout, payment, the support console): the loader starts the
 * call and waits for it, and a failure stays in the query cache for the page's `useQuery` to
 * show, rather than replacing the page with the error page.
 */
export const leaveFailureToPage = (): undefined => undefined;
