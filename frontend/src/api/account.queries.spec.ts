import { CUSTOMER_MESSAGES, type CustomerDetailsData } from '@shop/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, stubApi } from '../test/render-app';
import {
  accountDetailsQueryOptions,
  accountKeys,
  passwordKeyQueryOptions,
  useChangePassword,
  useEditDetails,
  useResetPassword,
  useSignIn,
} from './account.queries';
import { sessionKeys } from './session.queries';
import { getSessionState, resetSessionState } from '../http/session-state';

const DETAILS: CustomerDetailsData = {
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

let queryClient: QueryClient;
const bodies: { path: string; body: unknown }[] = [];

function serve(answers: Parameters<typeof stubApi>[0]) {
  const api = stubApi(answers);
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    if (typeof init?.body === 'string')
      bodies.push({ path: String(input), body: JSON.parse(init.body) });
    return api.fetchStub(input, init);
  });
  return api;
}

function hook<T>(use: () => T) {
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client: queryClient }, children);
  return renderHook(use, { wrapper }).result;
}

/** Two cached queries: the session, and a page read as whoever was signed in. */
function seedCache() {
  queryClient.setQueryData(sessionKeys.all, { customerId: null, email: null });
  queryClient.setQueryData(['basket-of-the-guest'], { items: 1 });
}

const isStale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;

beforeEach(() => {
  resetSessionState();
  bodies.length = 0;
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('account calls', () => {
  it('a sign-in answering no messages reads the session and every page again', async () => {
    serve({ 'POST /api/sign-in': () => envelope({ data: [], isSignedIn: true }) });
    seedCache();
    const signIn = hook(useSignIn);

    const answer = await signIn.current.mutateAsync({
      email: 'a@b.co',
      password: 'x',
      captcha: 'c',
    });

    expect(answer).toEqual([]);
    expect(bodies).toEqual([
      { path: '/api/sign-in', body: { email: 'a@b.co', password: 'x', captcha: 'c' } },
    ]);
    expect(getSessionState().isSignedIn).toBe(true);
    expect(isStale(sessionKeys.all)).toBe(true);
    expect(isStale(['basket-of-the-guest'])).toBe(true);
  });

  it('a refused sign-in answers its messages and leaves the cache alone', async () => {
    serve({
      'POST /api/sign-in': () =>
        envelope({ data: [CUSTOMER_MESSAGES.badCredentials], isSignedIn: false }),
    });
    seedCache();
    const signIn = hook(useSignIn);

    const answer = await signIn.current.mutateAsync({
      email: 'a@b.co',
      password: 'x',
      captcha: 'c',
    });

    expect(answer).toEqual([CUSTOMER_MESSAGES.badCredentials]);
    expect(isStale(sessionKeys.all)).toBe(false);
    expect(isStale(['basket-of-the-guest'])).toBe(false);
  });

  it('an answer without data counts as no messages', async () => {
    serve({ 'POST /api/account/change-password': () => new Response(null, { status: 204 }) });
    const change = hook(useChangePassword);

    await expect(
      change.current.mutateAsync({ currentPassword: 'a', newPassword: 'b'.repeat(10) }),
    ).resolves.toEqual([]);
  });

  it.each([
    ['reset', '/api/forgot-password/key'],
    ['set', '/api/set-password/key'],
  ] as const)('%s: posts the new password to %s', async (purpose, path) => {
    serve({ [`POST ${path}`]: () => envelope({ data: [], isSignedIn: true }) });
    const save = hook(() => useResetPassword(purpose));

    await save.current.mutateAsync({ key: 'k1', password: 'peonies-in-june' });

    expect(bodies).toEqual([{ path, body: { key: 'k1', password: 'peonies-in-june' } }]);
  });

  it.each([
    ['reset', '/api/forgot-password/key/a%2Fb%3F'],
    ['set', '/api/set-password/key/a%2Fb%3F'],
  ] as const)(
    '%s: checks the key at %s, encoded, under its own cache entry',
    async (purpose, path) => {
      const api = serve({ [`GET ${path}`]: () => envelope({ data: { valid: true } }) });

      await expect(
        queryClient.fetchQuery(passwordKeyQueryOptions(purpose, 'a/b?')),
      ).resolves.toEqual({ valid: true });
      expect(api.calls).toEqual([{ method: 'GET', path }]);
      expect(passwordKeyQueryOptions(purpose, 'k').queryKey).toEqual(
        accountKeys.passwordKey(purpose, 'k'),
      );
      expect(passwordKeyQueryOptions('reset', 'k').queryKey).not.toEqual(
        passwordKeyQueryOptions('set', 'k').queryKey,
      );
    },
  );

  it('saved details replace the cached details', async () => {
    const details = { ...DETAILS, name: 'Ada King', pendingEmail: 'ada@new.example' };
    serve({
      'POST /api/account/details': () =>
        envelope({ data: { details, verificationSent: true }, isSignedIn: true }),
    });
    queryClient.setQueryData(accountDetailsQueryOptions().queryKey, DETAILS);
    const save = hook(useEditDetails);

    const answer = await save.current.mutateAsync({
      name: 'Ada King',
      email: 'ada@new.example',
      phone: null,
      mailShot: true,
    });

    expect(answer).toEqual({ details, verificationSent: true });
    await waitFor(() =>
      expect(queryClient.getQueryData(accountDetailsQueryOptions().queryKey)).toEqual(details),
    );
  });
});
