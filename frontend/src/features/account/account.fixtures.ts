import type { CustomerDetailsData } from '@shop/contracts';
import { CUSTOMER_MESSAGES } from '@shop/contracts';
import { vi } from 'vitest';
import { envelope } from '../../test/render-app';

export const DETAILS: CustomerDetailsData = {
  customerId: 'cust-42',
  name: 'Ada Lovelace',
  email: 'ada@example.co.uk',
  phone: null,
  mailShot: true,
  businessCustomer: false,
  referralToken: 'ada-ref',
  createdAt: '2026-01-05T10:00:00.000Z',
  pendingEmail: null,
};

/** A refused call: the envelope with the server's message, as the backend's error filter sends it. */
export function failed(status: number, error: string, isSignedIn = false): Response {
  return new Response(JSON.stringify({ data: null, error, isSignedIn }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export interface AccountApi {
  /** Whether the stub's session is signed in; calls that sign in or out change it. */
  signedIn: boolean;
  /** The JSON bodies sent, by "METHOD path". */
  bodies: Record<string, unknown[]>;
  calls: { method: string; path: string }[];
}

type Answer = (init: RequestInit | undefined, api: AccountApi) => Response | Promise<Response>;

/**
 * The account API on a stubbed fetch: the session check answers as `signedIn` says, sign-out
 * signs out, the details answer only a signed-in customer; `answers` add or replace calls.
 */
export function serveAccounts({
  signedIn = false,
  details = DETAILS,
  answers = {},
}: {
  signedIn?: boolean;
  details?: CustomerDetailsData;
  answers?: Record<string, Answer>;
} = {}): AccountApi {
  const state: AccountApi = { signedIn, bodies: {}, calls: [] };
  const all: Record<string, Answer> = {
    'GET /api/user-session': (_init, api) =>
      envelope({
        data: api.signedIn
          ? { customerId: details.customerId, email: details.email }
          : { customerId: null, email: null },
        isSignedIn: api.signedIn,
      }),
    'PATCH /api/sign-out': (_init, api) => {
      api.signedIn = false;
      return envelope({ data: true, isSignedIn: false });
    },
    'GET /api/account/details': (_init, api) =>
      api.signedIn
        ? envelope({ data: details, isSignedIn: true })
        : failed(401, CUSTOMER_MESSAGES.signInRequired),
    ...answers,
  };
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = typeof input === 'string' ? input : input instanceof URL ? input.pathname : '';
    const method = init?.method ?? 'GET';
    const key = `${method} ${path}`;
    state.calls.push({ method, path });
    if (typeof init?.body === 'string') (state.bodies[key] ??= []).push(JSON.parse(init.body));
    const answer = all[key];
    return answer ? answer(init, state) : new Response(null, { status: 404 });
  });
  return state;
}

/**
 * A call answering a list of messages (sign-in, sign-up, password keys): no messages signs the
 * shopper in, as the backend does.
 */
export const signsIn =
  (messages: readonly string[] = []): Answer =>
  (_init, api) => {
    if (messages.length === 0) api.signedIn = true;
    return envelope({ data: messages, isSignedIn: api.signedIn });
  };

/** An answer the test releases when it wants, to look at the page while the call is on its way. */
export function deferred() {
  let release: (response: Response) => void = () => undefined;
  const answer = new Promise<Response>((resolve) => (release = resolve));
  return { answer: () => answer, release };
}
