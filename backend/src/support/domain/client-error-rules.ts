import { CLIENT_ERROR_LIMITS } from '@shop/contracts';

/** A rate limit as the platform's limiter takes it (`platform/rate-limit`). */
export interface ClientErrorRateLimit {
  scope: string;
  max: number;
  windowMs: number;
}

const WINDOW_MS = CLIENT_ERROR_LIMITS.windowMinutes * 60 * 1000;

/**
 * Error reports are counted per address and per saved session: a page stuck in an error loop,
 * or a script posting reports, fills neither the table nor the logs. The address counts every
 * session behind it; a browser without a saved session has nothing to count it by but its
 * address.
 */
export const CLIENT_ERROR_RATE_LIMITS: {
  perAddress: ClientErrorRateLimit;
  perSession: ClientErrorRateLimit;
} = {
  perAddress: {
    scope: 'client-errors:address',
    max: CLIENT_ERROR_LIMITS.reportsPerAddress,
    windowMs: WINDOW_MS,
  },
  perSession: {
    scope: 'client-errors:session',
    max: CLIENT_ERROR_LIMITS.reportsPerSession,
    windowMs: WINDOW_MS,
  },
};

/** Reports that arrived before this instant are deleted. */
export const clientErrorsKeptSince = (now: Date): Date =>
  new Date(now.getTime() - CLIENT_ERROR_LIMITS.keptDays * 24 * 60 * 60 * 1000);

/** The `User-Agent` as stored: cut to its limit; null when absent or blank. */
export function storedUserAgent(header: string | undefined): string | null {
  const agent = header?.trim();
  return agent ? agent.slice(0, CLIENT_ERROR_LIMITS.userAgentMaxLength) : null;
}

/** Text as the log line shows it: one line, at most `max` characters. */
export function logExcerpt(text: string, max = 200): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}
