import {
  CLIENT_ERROR_LIMITS,
  type ClientErrorReport,
  type ClientErrorSource,
} from '@shop/contracts';
import { jsonBody, request } from '../http/request';
import { isIgnoredError } from './ignored-errors';

/** One page reports at most this many errors: a render loop must not flood the shop. */
const MAX_REPORTS_PER_PAGE = 10;
const sent = new Set<string>();

const clip = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

/**
 * Pages whose address carries a key, token or code that signs in, makes an account, resets a
 * password or spends a gift card: everything after the page's own name is replaced, so a report
 * (stored, logged and shown to staff) never holds one.
 */
const SECRET_PAGES =
  'set-password|forgot-password|sign-in/email|sign-up/confirm|sign-up-account|gift-card|refer|tracking|account/edit-details/verify|account/reminder-service/deactivate';
/** Those pages' addresses, in a path or inside a message or a stack (an inline script's frames name them). */
const SECRET_IN_TEXT = new RegExp(`/(${SECRET_PAGES})/[^\\s"'<>()?#:]+`, 'g');

/** Text with every secret page's address cut after the page's name. */
export function maskSecrets(text: string): string {
  return text.replace(SECRET_IN_TEXT, '/$1/…');
}

/** The page, as reported: its path only (no query), secrets masked. */
export const reportedPath = (pathname: string): string => maskSecrets(pathname);

/**
 * The report of one error, cut to the lengths the endpoint accepts, secrets masked.
 * `componentStack`: where in the page an error boundary caught it.
 */
export function reportOf(
  error: unknown,
  source: ClientErrorSource,
  componentStack?: string,
): ClientErrorReport {
  const failure = error instanceof Error ? error : null;
  const status = (error as { status?: unknown } | null)?.status;
  const stack = [failure?.stack, componentStack && `Component stack:${componentStack}`]
    .filter(Boolean)
    .join('\n');
  return {
    source,
    message:
      clip(
        maskSecrets(failure ? failure.message : String(error)),
        CLIENT_ERROR_LIMITS.messageMaxLength,
      ) || 'Unknown error',
    name: failure ? clip(failure.name, CLIENT_ERROR_LIMITS.nameMaxLength) : null,
    stack: stack ? clip(maskSecrets(stack), CLIENT_ERROR_LIMITS.stackMaxLength) : null,
    url: clip(reportedPath(location.pathname), CLIENT_ERROR_LIMITS.urlMaxLength),
    status: typeof status === 'number' ? status : null,
  };
}

/**
 * `POST /api/client-errors`, unless the error is one to ignore ({@link isIgnoredError}: neither
 * logged nor reported, docs/rules-checkout.md "Roles"), was sent already from this page, or the
 * page has sent its share. A report that cannot be sent is dropped: it must not report itself.
 */
export async function sendReport(
  error: unknown,
  source: ClientErrorSource,
  componentStack?: string,
): Promise<void> {
  if (isIgnoredError(error)) return;
  // What an error page caught is logged here too, so an ignored one (a 403) is not logged at all.
  if (source === 'render') console.error(error);
  const report = reportOf(error, source, componentStack);
  const key = `${source}:${report.message}`;
  if (sent.has(key) || sent.size >= MAX_REPORTS_PER_PAGE) return;
  sent.add(key);
  try {
    await request<unknown>('/api/client-errors', {
      method: 'POST',
      body: jsonBody<ClientErrorReport>(report),
    });
  } catch {
    // Offline, rate-limited or the server is down: nothing more to do from here.
  }
}

/** Forgets what was sent; for tests. */
export function resetSentReports(): void {
  sent.clear();
}
