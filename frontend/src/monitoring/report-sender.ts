import {
  CLIENT_ERROR_LIMITS,
  type ClientErrorReport,
  type ClientErrorSource,
} from '@shop/contracts';
import { jsonBody, request } from '../api/request';
import { isIgnoredError } from './ignored-errors';

/** One page reports at most this many errors: a render loop must not flood the shop. */
const MAX_REPORTS_PER_PAGE = 10;
const sent = new Set<string>();

const clip = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

/**
 * Pages whose address carries a key, token or code that signs in, resets a password or spends a
 * gift card: everything after the page's own name is replaced, so a report (stored, logged and
 * shown to staff) never holds one.
 */
const SECRET_PATHS =
  /^\/(set-password|forgot-password|sign-in\/email|sign-up-account|gift-card|refer|tracking|account\/edit-details\/verify|account\/reminder-service\/deactivate)\/.+$/;

/** The page, as reported: its path only (no query), secrets masked. */
export function reportedPath(pathname: string): string {
  return pathname.replace(SECRET_PATHS, '/$1/…');
}

/** The report of one error, cut to the lengths the endpoint accepts. */
export function reportOf(error: unknown, source: ClientErrorSource): ClientErrorReport {
  const failure = error instanceof Error ? error : null;
  const status = (error as { status?: unknown } | null)?.status;
  return {
    source,
    message:
      clip(failure ? failure.message : String(error), CLIENT_ERROR_LIMITS.messageMaxLength) ||
      'Unknown error',
    name: failure ? clip(failure.name, CLIENT_ERROR_LIMITS.nameMaxLength) : null,
    stack: failure?.stack ? clip(failure.stack, CLIENT_ERROR_LIMITS.stackMaxLength) : null,
    url: clip(reportedPath(location.pathname), CLIENT_ERROR_LIMITS.urlMaxLength),
    status: typeof status === 'number' ? status : null,
  };
}

/**
 * `POST /api/client-errors`, unless the error is one to ignore ({@link isIgnoredError}), was
 * sent already from this page, or the page has sent its share. A report that cannot be sent is
 * dropped: it must not report itself.
 */
export async function sendReport(error: unknown, source: ClientErrorSource): Promise<void> {
  if (isIgnoredError(error)) return;
  const report = reportOf(error, source);
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
