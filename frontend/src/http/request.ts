import type { Envelope } from '@shop/contracts';
import { apiFetch, isServerRender } from './api-transport';
import { navigateTo } from './navigation';
import { RequestError } from './request-error';
import { FAILED_FETCH_MESSAGE } from './request-messages';
import { setSignedIn } from './session-state';

export type RequestMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: RequestMethod;
  /** A string body is sent as JSON (pass `JSON.stringify(payload)`); anything else as is. */
  body?: BodyInit | null;
  signal?: AbortSignal;
  /** Extra headers for one call, such as `Idempotency-Key` on adds. */
  headers?: Record<string, string>;
}

/**
 * A request body of the contracts type `Body` as JSON: `body: jsonBody<AddProductRequest>(input)`.
 * The body is checked against the same type the backend DTO implements, so changing an
 * endpoint's input breaks this side's compile too. A string type (`DiscountCodeBody`) is sent
 * as a bare JSON string.
 */
export const jsonBody = <Body extends object | string>(body: Body): string => JSON.stringify(body);

/**
 * Answers with these content types are downloads: the caller gets the raw `Response`
 * (docs/rules-checkout.md "Constants").
 */
const RAW_CONTENT_TYPES = ['text/csv', 'application/pdf'];

/**
 * The one way the storefront calls its API (docs/rules-checkout.md "Calls"):
 * - a network failure raises 'Oops! Something went wrong – please try again.';
 * - a non-OK status raises a {@link RequestError} (generic message, `status` kept);
 * - a CSV or PDF answer is returned raw (call it as `request<Response>(...)`);
 * - an envelope `error` is raised as is, `errors` joined with `|`;
 * - `isSignedIn` updates the session store; `redirectUrl` navigates there with `{ data, errors }`
 *   as history state;
 * - otherwise the envelope's `data` is returned.
 *
 * Resolves to `undefined`, without raising or navigating, when the request was aborted:
 * an abort means nobody is waiting for the answer any more.
 */
export async function request<T>(
  path: string,
  options: RequestOptions = {},
): Promise<T | undefined> {
  const { method = 'GET', body, signal, headers } = options;

  let response: Response;
  try {
    response = await apiFetch(path, {
      method,
      body,
      credentials: 'include',
      cache: 'no-store',
      headers: {
        Accept: 'application/json',
        ...(typeof body === 'string' ? { 'Content-Type': 'application/json' } : {}),
        ...headers,
      },
      signal,
    });
  } catch (error) {
    if (isAbort(error, signal)) return undefined;
    throw new Error(FAILED_FETCH_MESSAGE, { cause: error });
  }

  if (!response.ok) {
    throw new RequestError(
      response.status,
      await readServerErrors(response),
      undefined,
      response.statusText,
    );
  }

  if (isRawDownload(response)) {
    // Download calls are typed request<Response>; nothing else is ever sent with these types.
    return response as unknown as T;
  }

  let envelope: Partial<Envelope<T>>;
  try {
    envelope = await readEnvelope<T>(response);
  } catch (error) {
    if (isAbort(error, signal)) return undefined;
    throw new RequestError(response.status, [], { cause: error });
  }

  const { data, error, errors, isSignedIn, redirectUrl } = envelope;
  if (typeof error === 'string' && error !== '') {
    throw new Error(error);
  }
  if (Array.isArray(errors) && errors.length > 0) {
    throw new Error(errors.map(String).join('|'));
  }
  // The server renders without the shopper's session, so its answers say nothing about them.
  if (typeof isSignedIn === 'boolean' && !isServerRender()) {
    setSignedIn(isSignedIn);
  }
  if (typeof redirectUrl === 'string' && redirectUrl !== '' && !isServerRender()) {
    navigateTo(redirectUrl, { data, errors });
  }
  return data;
}

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true || (error instanceof Error && error.name === 'AbortError');
}

function isRawDownload(response: Response): boolean {
  const contentType = (response.headers.get('content-type') ?? '').toLowerCase();
  return RAW_CONTENT_TYPES.some((type) => contentType.startsWith(type));
}

async function readEnvelope<T>(response: Response): Promise<Partial<Envelope<T>>> {
  const text = await response.text();
  // 204 and other empty answers carry no envelope at all.
  if (text.trim() === '') return {};
  const parsed: unknown = JSON.parse(text);
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new TypeError('The answer is not an envelope');
  }
  return parsed as Partial<Envelope<T>>;
}

/** Best effort: whatever the envelope of a failed answer said, for callers that want detail. */
async function readServerErrors(response: Response): Promise<string[]> {
  try {
    const { error, errors } = await readEnvelope<unknown>(response);
    if (typeof error === 'string' && error !== '') return [error];
    if (Array.isArray(errors)) return errors.map(String);
  } catch {
    // A failed answer without a readable envelope still raises the generic error.
  }
  return [];
}
