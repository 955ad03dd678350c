import type { ClientErrorReport } from '@shop/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionState } from '../http/session-state';
import { envelope, renderApp, stubApi } from '../test/render-app';
import { reportError } from './error-reports';
import { resetSentReports } from './report-sender';
import { resetSessionIdentity } from './session-identity';

/** The storefront with the session check answering `session`; reports are collected. */
function serve(session: () => Response | Promise<Response>) {
  const reports: ClientErrorReport[] = [];
  const seen: { call: string; dataLayer: string }[] = [];
  const api = stubApi({
    'PATCH /api/sign-out': () => envelope({ data: true, isSignedIn: false }),
    'POST /api/client-errors': (init) => {
      reports.push(JSON.parse(String(init?.body)) as ClientErrorReport);
      return envelope({ data: { received: true } });
    },
  });
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    seen.push({
      call: `${init?.method ?? 'GET'} ${String(input)}`,
      dataLayer: JSON.stringify(window.dataLayer),
    });
    return String(input) === '/api/user-session' ? session() : api.fetchStub(input, init);
  });
  return { reports, seen };
}

beforeEach(() => {
  resetSessionState();
  resetSentReports();
  resetSessionIdentity();
  window.dataLayer = [];
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete window.dataLayer;
});

const identities = () =>
  (window.dataLayer ?? []).filter(
    (entry) => (entry as { event?: string }).event === 'user_identity',
  );

describe('the session check (spec 000 §4, §6; spec 001 §4, §8)', () => {
  it("reports a failed check with the answer's status text and code", async () => {
    const { reports } = serve(
      () => new Response('', { status: 503, statusText: 'Service Unavailable' }),
    );
    renderApp('/');
    await waitFor(() => expect(reports).toHaveLength(1));
    expect(reports[0]).toMatchObject({
      source: 'session',
      message: 'Service Unavailable 503',
      status: 503,
      url: '/',
    });
    // The guest links still show: a failed check leaves the shopper able to sign in.
    expect(await screen.findByTestId('header-sign-in')).toBeTruthy();
  });

  it("does not report a 403, 'load failed' or an abort", async () => {
    for (const failure of [
      () => new Response('', { status: 403, statusText: 'Forbidden' }),
      () => Promise.reject(new TypeError('Load failed')),
      () => Promise.reject(new DOMException('The user aborted a request.', 'AbortError')),
    ]) {
      const { seen, reports } = serve(failure);
      const view = renderApp('/');
      await waitFor(() =>
        expect(seen.some(({ call }) => call === 'GET /api/user-session')).toBe(true),
      );
      // The guest links show once the check has failed (or been given up).
      await screen.findByTestId('header-sign-in');
      // A report sent after the check's would arrive after it: only this one comes.
      reportError(new Error('marker'), 'window');
      await waitFor(() => expect(reports.map((report) => report.message)).toContain('marker'));
      expect(reports.map((report) => report.message)).toEqual(['marker']);
      view.unmount();
      resetSentReports();
      vi.unstubAllGlobals();
    }
  });

  it('sets the analytics identity to the customer id once the check returns id and email', async () => {
    serve(() =>
      envelope({ data: { customerId: 42, email: 'ada@example.co.uk' }, isSignedIn: true }),
    );
    renderApp('/');
    await waitFor(() => expect(identities()).toEqual([{ event: 'user_identity', user_id: '42' }]));
  });

  it('sets no identity for a guest', async () => {
    const { seen } = serve(() =>
      envelope({ data: { customerId: null, email: null }, isSignedIn: false }),
    );
    renderApp('/');
    await screen.findByTestId('header-sign-in');
    expect(seen.map(({ call }) => call)).toContain('GET /api/user-session');
    expect(identities()).toEqual([]);
  });

  it("the header's Sign Out clears the page's identity before it calls the server", async () => {
    const { seen } = serve(() =>
      envelope({ data: { customerId: 42, email: 'ada@example.co.uk' }, isSignedIn: true }),
    );
    renderApp('/');
    await waitFor(() => expect(identities()).toHaveLength(1));
    fireEvent.click(await screen.findByTestId('header-sign-out'));
    await screen.findByTestId('header-sign-in');

    const signOut = seen.find(({ call }) => call === 'PATCH /api/sign-out');
    // When the PATCH went out, the identity had already been cleared.
    expect(signOut?.dataLayer).toContain('"user_id":null');
    expect(identities()).toEqual([
      { event: 'user_identity', user_id: '42' },
      { event: 'user_identity', user_id: null },
    ]);
  });
});
