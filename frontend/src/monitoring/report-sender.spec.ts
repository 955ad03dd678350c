import type { ClientErrorReport } from '@shop/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequestError } from '../http/request-error';
import { sessionCheckError } from '../api/session-check-error';
import { maskSecrets, reportedPath, resetSentReports, sendReport } from './report-sender';

let bodies: ClientErrorReport[];
let answer: () => Response;

beforeEach(() => {
  bodies = [];
  answer = () => new Response(JSON.stringify({ data: { received: true } }), { status: 200 });
  resetSentReports();
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    expect(String(input)).toBe('/api/client-errors');
    expect(init?.method).toBe('POST');
    bodies.push(JSON.parse(String(init?.body)) as ClientErrorReport);
    return Promise.resolve(answer());
  });
  window.history.replaceState(null, '', '/category/flowers?sort=price');
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('sending an error report', () => {
  it('posts the error with its name, stack, the page and where it was caught', async () => {
    const error = new TypeError('x is not a function');
    await sendReport(error, 'window');
    expect(bodies).toEqual([
      {
        source: 'window',
        message: 'x is not a function',
        name: 'TypeError',
        stack: error.stack,
        url: '/category/flowers',
        status: null,
      },
    ]);
  });

  it("sends the session check's status text and code, with the status", async () => {
    await sendReport(
      sessionCheckError(new RequestError(503, [], undefined, 'Service Unavailable')),
      'session',
    );
    expect(bodies[0]).toMatchObject({
      source: 'session',
      message: 'Service Unavailable 503',
      status: 503,
    });
  });

  it('sends nothing for the errors to ignore', async () => {
    await sendReport(new TypeError('Load failed'), 'session');
    await sendReport(new RequestError(403), 'session');
    await sendReport(new DOMException('aborted', 'AbortError'), 'promise');
    expect(bodies).toEqual([]);
  });

  it('sends one error once per page, and at most ten', async () => {
    await sendReport(new Error('same'), 'render');
    await sendReport(new Error('same'), 'render');
    for (let i = 0; i < 12; i++) await sendReport(new Error(`error ${i}`), 'promise');
    expect(bodies).toHaveLength(10);
    expect(bodies.filter((body) => body.message === 'same')).toHaveLength(1);
  });

  it('cuts long fields to what the endpoint accepts and names an empty message', async () => {
    await sendReport(new Error('m'.repeat(5000)), 'window');
    await sendReport('', 'promise');
    expect(bodies[0].message).toHaveLength(1000);
    expect(bodies[1]).toMatchObject({ message: 'Unknown error', name: null, stack: null });
  });

  it('masks secret addresses in the message and the stack, and adds the component stack', async () => {
    const error = new Error('Failed at https://shop.example/set-password/k3y.s1gned?x=1');
    error.stack = 'Error: boom\n    at https://shop.example/sign-in/email/t0ken:3:14';
    await sendReport(error, 'render', '\n    in SetPasswordPage');
    expect(bodies[0].message).toBe('Failed at https://shop.example/set-password/…?x=1');
    expect(bodies[0].stack).toBe(
      'Error: boom\n    at https://shop.example/sign-in/email/…:3:14\nComponent stack:\n    in SetPasswordPage',
    );
  });

  it('logs what an error page caught, but neither logs nor reports an ignored one', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await sendReport(new RequestError(403), 'render');
    expect(log).not.toHaveBeenCalled();
    const broke = new Error('broke');
    await sendReport(broke, 'render');
    expect(log).toHaveBeenCalledWith(broke);
    expect(bodies.map((body) => body.message)).toEqual(['broke']);
    log.mockRestore();
  });

  it('drops a report the server refuses, without raising', async () => {
    answer = () => new Response(null, { status: 429 });
    await expect(sendReport(new Error('busy'), 'window')).resolves.toBeUndefined();
  });
});

describe('masking secrets', () => {
  it('cuts every secret address after the page name, and leaves others alone', () => {
    expect(maskSecrets('see /gift-card/12/ABCD1234 and /product/red-roses')).toBe(
      'see /gift-card/… and /product/red-roses',
    );
    expect(maskSecrets("at '/refer/r1' (x)")).toBe("at '/refer/…' (x)");
  });
});

describe('the reported page', () => {
  it('keeps ordinary paths and masks keys, tokens and codes', () => {
    expect(reportedPath('/product/red-roses')).toBe('/product/red-roses');
    expect(reportedPath('/set-password/abc.def')).toBe('/set-password/…');
    expect(reportedPath('/forgot-password/abc')).toBe('/forgot-password/…');
    expect(reportedPath('/sign-in/email/tok')).toBe('/sign-in/email/…');
    expect(reportedPath('/sign-up-account/12/tok')).toBe('/sign-up-account/…');
    expect(reportedPath('/sign-up/confirm/key.sig')).toBe('/sign-up/confirm/…');
    expect(reportedPath('/sign-up')).toBe('/sign-up');
    expect(reportedPath('/gift-card/12/CODE1234')).toBe('/gift-card/…');
    expect(reportedPath('/refer/r1')).toBe('/refer/…');
    expect(reportedPath('/tracking/SW1A1AA/TN1')).toBe('/tracking/…');
    expect(reportedPath('/account/edit-details/verify/k')).toBe('/account/edit-details/verify/…');
    expect(reportedPath('/account/reminder-service/deactivate/s')).toBe(
      '/account/reminder-service/deactivate/…',
    );
    expect(reportedPath('/account/edit-details')).toBe('/account/edit-details');
    expect(reportedPath('/forgot-password')).toBe('/forgot-password');
  });
});
