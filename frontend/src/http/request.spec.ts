import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setNavigator, type Navigator } from './navigation';
import { request } from './request';
import { RequestError } from './request-error';
import { getSessionState, resetSessionState } from './session-state';

const fetchMock = vi.fn<typeof fetch>();
const navigator = vi.fn<Navigator>();

function json(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
    ...init,
  });
}

function sentInit(): RequestInit {
  const init = fetchMock.mock.calls[0]?.[1];
  if (!init) throw new Error('fetch was not called with options');
  return init;
}

function sentHeaders(): Record<string, string> {
  return sentInit().headers as Record<string, string>;
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  setNavigator(navigator);
  resetSessionState();
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  navigator.mockReset();
});

describe('request: what is sent', () => {
  it('sends credentials with every call', async () => {
    fetchMock.mockResolvedValue(json({ data: 1 }));
    await request('/api/checkout/get');
    expect(sentInit().credentials).toBe('include');
  });

  it('bypasses the HTTP cache', async () => {
    fetchMock.mockResolvedValue(json({ data: 1 }));
    await request('/api/checkout/get');
    expect(sentInit().cache).toBe('no-store');
  });

  it('asks for JSON', async () => {
    fetchMock.mockResolvedValue(json({ data: 1 }));
    await request('/api/checkout/get');
    expect(sentHeaders().Accept).toBe('application/json');
  });

  it('declares a JSON body when the body is a string', async () => {
    fetchMock.mockResolvedValue(json({ data: { code: 'SPRING5', messages: [] } }));
    await request('/api/discount/apply', { method: 'POST', body: JSON.stringify('SPRING5') });
    expect(sentInit().method).toBe('POST');
    expect(sentInit().body).toBe('"SPRING5"');
    expect(sentHeaders()['Content-Type']).toBe('application/json');
  });

  it('sets no Content-Type for a body that is not a string', async () => {
    fetchMock.mockResolvedValue(json({ data: null }));
    await request('/api/upload', { method: 'POST', body: new FormData() });
    expect(sentHeaders()).not.toHaveProperty('Content-Type');
  });

  it('sets no Content-Type when there is no body', async () => {
    fetchMock.mockResolvedValue(json({ data: null }));
    await request('/api/user-session');
    expect(sentInit().method).toBe('GET');
    expect(sentHeaders()).not.toHaveProperty('Content-Type');
  });

  it("adds a call's own headers beside the standard ones", async () => {
    fetchMock.mockResolvedValue(json({ data: [] }));
    await request('/api/product/add', {
      method: 'POST',
      body: '{}',
      headers: { 'Idempotency-Key': 'add-123' },
    });
    expect(sentHeaders()).toEqual({
      Accept: 'application/json',
      'Content-Type': 'application/json',
      'Idempotency-Key': 'add-123',
    });
  });

  it('passes the abort signal on to fetch', async () => {
    fetchMock.mockResolvedValue(json({ data: null }));
    const controller = new AbortController();
    await request('/api/user-session', { signal: controller.signal });
    expect(sentInit().signal).toBe(controller.signal);
  });
});

describe('request: failures', () => {
  it('ignores an aborted request: resolves to undefined, raises nothing, goes nowhere', async () => {
    const controller = new AbortController();
    fetchMock.mockImplementation(() => {
      controller.abort();
      return Promise.reject(new DOMException('The operation was aborted.', 'AbortError'));
    });
    await expect(
      request('/api/checkout/get', { signal: controller.signal }),
    ).resolves.toBeUndefined();
    expect(navigator).not.toHaveBeenCalled();
  });

  it('ignores an abort that happens while the answer is being read', async () => {
    const controller = new AbortController();
    const answer = json({ data: 1, redirectUrl: '/payment' });
    vi.spyOn(answer, 'text').mockImplementation(() => {
      controller.abort();
      return Promise.reject(new DOMException('The operation was aborted.', 'AbortError'));
    });
    fetchMock.mockResolvedValue(answer);
    await expect(
      request('/api/checkout/get', { signal: controller.signal }),
    ).resolves.toBeUndefined();
    expect(navigator).not.toHaveBeenCalled();
  });

  it('raises the failed-fetch message, with its en dash, when the network fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(request('/api/checkout/get')).rejects.toThrow(
      new Error('Oops! Something went wrong – please try again.'),
    );
  });

  it('raises the generic error, with its hyphen and the status, on a non-OK answer', async () => {
    fetchMock.mockResolvedValue(json({ error: 'Forbidden' }, { status: 403 }));
    const failure = await request('/api/checkout/get').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RequestError);
    expect((failure as RequestError).message).toBe(
      'Oops! There has been an error - please try again.',
    );
    expect((failure as RequestError).status).toBe(403);
    expect((failure as RequestError).serverErrors).toEqual(['Forbidden']);
  });

  it('raises the generic error on a non-OK answer that is not JSON', async () => {
    fetchMock.mockResolvedValue(new Response('Bad gateway', { status: 502 }));
    const failure = await request('/api/checkout/get').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RequestError);
    expect((failure as RequestError).status).toBe(502);
    expect((failure as RequestError).serverErrors).toEqual([]);
  });

  it('raises the envelope error string as given', async () => {
    fetchMock.mockResolvedValue(
      json({ data: null, error: 'Sorry, unfortunately this product is currently unavailable.' }),
    );
    await expect(request('/api/product/add')).rejects.toThrow(
      new Error('Sorry, unfortunately this product is currently unavailable.'),
    );
  });

  it('raises a list of errors joined with a vertical bar', async () => {
    fetchMock.mockResolvedValue(
      json({
        data: null,
        errors: ['Your card message is empty.', 'Please enter a valid recipient.'],
      }),
    );
    await expect(request('/api/checkout/validate/1')).rejects.toThrow(
      new Error('Your card message is empty.|Please enter a valid recipient.'),
    );
  });

  it('treats an empty list of errors as no error', async () => {
    fetchMock.mockResolvedValue(json({ data: { ok: true }, errors: [] }));
    await expect(request('/api/checkout/validate/1')).resolves.toEqual({ ok: true });
  });
});

describe('request: downloads', () => {
  it('returns a CSV answer raw, unparsed', async () => {
    const csv = new Response('date,total\n2026-06-05,2050\n', {
      headers: { 'Content-Type': 'text/csv; charset=utf-8' },
    });
    fetchMock.mockResolvedValue(csv);
    const result = await request<Response>('/api/account/orders.csv');
    expect(result).toBe(csv);
    await expect(result?.text()).resolves.toBe('date,total\n2026-06-05,2050\n');
  });

  it('returns a PDF answer raw, unparsed', async () => {
    const pdf = new Response(new Uint8Array([0x25, 0x50, 0x44, 0x46]), {
      headers: { 'Content-Type': 'application/pdf' },
    });
    fetchMock.mockResolvedValue(pdf);
    const result = await request<Response>('/api/account/invoice/12.pdf');
    expect(result).toBe(pdf);
    expect(result?.bodyUsed).toBe(false);
  });
});

describe('request: the envelope', () => {
  it('marks the shopper signed in when the answer says isSignedIn: true', async () => {
    fetchMock.mockResolvedValue(json({ data: null, isSignedIn: true }));
    await request('/api/user-session');
    expect(getSessionState().isSignedIn).toBe(true);
  });

  it('marks the shopper signed out when the answer says isSignedIn: false', async () => {
    fetchMock.mockResolvedValueOnce(json({ data: null, isSignedIn: true }));
    await request('/api/user-session');
    fetchMock.mockResolvedValueOnce(json({ data: null, isSignedIn: false }));
    await request('/api/user-session');
    expect(getSessionState().isSignedIn).toBe(false);
  });

  it('leaves the session state alone when the answer has no isSignedIn', async () => {
    fetchMock.mockResolvedValue(json({ data: 1 }));
    await request('/api/checkout/get');
    expect(getSessionState().isSignedIn).toBeNull();
  });

  it('navigates to redirectUrl with data and errors as navigation state, and returns data', async () => {
    const data = { orders: [] };
    fetchMock.mockResolvedValue(json({ data, errors: [], redirectUrl: '/checkout/1' }));
    await expect(request('/api/checkout/get-with-redirect')).resolves.toEqual(data);
    expect(navigator).toHaveBeenCalledTimes(1);
    expect(navigator).toHaveBeenCalledWith('/checkout/1', { data, errors: [] });
  });

  it('returns data and navigates nowhere when there is no redirectUrl', async () => {
    const data = { customerId: 7, email: 'ada@example.co.uk' };
    fetchMock.mockResolvedValue(json({ data, isSignedIn: true }));
    await expect(request('/api/user-session')).resolves.toEqual(data);
    expect(navigator).not.toHaveBeenCalled();
  });

  it('resolves to undefined for an empty answer', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(request('/api/discount/remove')).resolves.toBeUndefined();
  });
});
