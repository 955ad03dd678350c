import type { DiscountMessage, DiscountState } from '@shop/contracts';
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope } from '../test/render-app';
// Loading the module runs `arrive()` on jsdom's own address, which has no `aff` or `awc`: nothing.
import { AFFILIATE_HANDLED_KEY, affiliateParams, arrive, showBanner } from './affiliate-arrival';
import { settle } from '../test/settle';

const APPLIED = 'Discount code NEWBOX15 has been applied and will be shown at checkout.';

const message = (
  status: DiscountMessage['status'],
  text: string,
  extra: Partial<DiscountMessage> = {},
): DiscountMessage => ({
  status,
  message: text,
  isCodeVisible: true,
  fallbackCode: null,
  ...extra,
});

const NEWBOX15: DiscountState = { code: 'NEWBOX15', messages: [message('success', APPLIED)] };

interface Call {
  method: string;
  path: string;
  body: unknown;
}

type Answer = (body: unknown) => Response | Promise<Response>;

/** Stubs fetch with one answer per "METHOD path" (anything else: 404); records bodies as JSON. */
function serve(answers: Record<string, Answer>) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, path, body });
    const answer = answers[`${method} ${path}`];
    return Promise.resolve(answer ? answer(body) : new Response(null, { status: 404 }));
  });
  return calls;
}

const ok = (data: unknown) => () => envelope({ data, isSignedIn: false });
const failing = () => new Response(JSON.stringify({ error: 'Boom' }), { status: 500 });

const AFFILIATE_API = {
  'POST /api/user-session/tracking': ok(null),
  'POST /api/affiliate': ok(NEWBOX15),
};

/** The page's address, as the shopper arrived on it. */
const arriveAt = (search: string) => window.history.replaceState(null, '', `/flowers${search}`);
const hydrate = () => document.documentElement.setAttribute('data-hydrated', '');
const banners = () => document.querySelectorAll<HTMLElement>('[data-testid=affiliate-banner]');
const messageTexts = (root: ParentNode) =>
  [...root.querySelectorAll<HTMLElement>('[data-testid=discount-message]')].map((item) => ({
    status: item.dataset.status,
    text: item.textContent,
  }));

beforeEach(() => {
  document.documentElement.removeAttribute('data-hydrated');
});

afterEach(async () => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
  // A banner still waiting for the page to go live comes now, not in the next test.
  hydrate();
  await settle();
  document.documentElement.removeAttribute('data-hydrated');
  for (const banner of banners()) banner.remove();
  window.sessionStorage.clear();
});

describe('affiliateParams', () => {
  it('reads aff and awc, trimmed', () => {
    expect(affiliateParams('?aff=%20newbox15%20&awc=123+&utm_source=x')).toEqual({
      aff: 'newbox15',
      awc: '123',
    });
    expect(affiliateParams('?awc=abc')).toEqual({ aff: null, awc: 'abc' });
  });

  it('reads an absent or empty parameter as null', () => {
    expect(affiliateParams('')).toEqual({ aff: null, awc: null });
    expect(affiliateParams('?aff=&awc=%20%20')).toEqual({ aff: null, awc: null });
    expect(affiliateParams('?aff&q=roses')).toEqual({ aff: null, awc: null });
  });

  it('drops a parameter the shop would not record, keeping the other', () => {
    expect(affiliateParams('?aff=%3Cscript%3E&awc=12_34.5')).toEqual({ aff: null, awc: '12_34.5' });
    expect(affiliateParams(`?aff=${'a'.repeat(41)}&awc=${'1'.repeat(100)}`)).toEqual({
      aff: null,
      awc: '1'.repeat(100),
    });
  });
});

describe('arriving through an affiliate link', () => {
  it("records who sent the shopper, applies the affiliate's code, and shows what it said once the page is live", async () => {
    const calls = serve(AFFILIATE_API);
    arriveAt('?aff=newbox15&awc=123');
    await arrive(window);
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/api/user-session/tracking',
        body: { affiliateWindowId: '123', affiliateId: 'newbox15' },
      },
      { method: 'POST', path: '/api/affiliate', body: { affiliateId: 'newbox15' } },
    ]);
    expect(window.sessionStorage.getItem(AFFILIATE_HANDLED_KEY)).toBe('newbox15|123');

    await settle();
    expect(banners()).toHaveLength(0);
    hydrate();
    await waitFor(() => expect(banners()).toHaveLength(1));
    const [banner] = banners();
    expect(banner.getAttribute('role')).toBe('status');
    expect(banner.parentElement).toBe(document.body);
    expect(messageTexts(banner)).toEqual([{ status: 'success', text: APPLIED }]);
  });

  it('shows the banner at once on a page that is already live, a warning styled as one', async () => {
    const unknown = message('warning', "Sorry, we couldn't find that offer.");
    serve({ ...AFFILIATE_API, 'POST /api/affiliate': ok({ code: null, messages: [unknown] }) });
    hydrate();
    arriveAt('?aff=nobody');
    await arrive(window);
    expect(banners()).toHaveLength(1);
    const item = banners()[0].querySelector<HTMLElement>('[data-testid=discount-message]')!;
    expect(item.dataset.status).toBe('warning');
    expect(item.className).toBe('discount-message discount-message--warning');
    expect(item.textContent).toBe("Sorry, we couldn't find that offer.");
  });

  it('handles a link once per browser session; another link is handled again', async () => {
    const calls = serve(AFFILIATE_API);
    hydrate();
    arriveAt('?aff=newbox15&awc=123');
    await arrive(window);
    expect(calls).toHaveLength(2);
    for (const banner of banners()) banner.remove();

    await arrive(window);
    arriveAt('?awc=123&aff=newbox15&page=2');
    await arrive(window);
    await settle();
    expect(calls).toHaveLength(2);
    expect(banners()).toHaveLength(0);

    arriveAt('?aff=newbox15&awc=456');
    await arrive(window);
    expect(calls.map((call) => call.path)).toEqual([
      '/api/user-session/tracking',
      '/api/affiliate',
      '/api/user-session/tracking',
      '/api/affiliate',
    ]);
    expect(calls[2].body).toEqual({ affiliateWindowId: '456', affiliateId: 'newbox15' });
  });

  it('with awc alone, records who sent the shopper and applies nothing', async () => {
    const calls = serve(AFFILIATE_API);
    hydrate();
    arriveAt('?awc=123');
    await arrive(window);
    await settle();
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/api/user-session/tracking',
        body: { affiliateWindowId: '123', affiliateId: null },
      },
    ]);
    expect(banners()).toHaveLength(0);
  });

  it('does nothing on an address without aff or awc', async () => {
    const calls = serve(AFFILIATE_API);
    arriveAt('?aff=&awc=&q=roses');
    await arrive(window);
    expect(calls).toEqual([]);
    expect(window.sessionStorage.getItem(AFFILIATE_HANDLED_KEY)).toBeNull();
  });

  it('stays quiet when the calls fail: nothing shown, nothing thrown', async () => {
    const calls = serve({
      'POST /api/user-session/tracking': failing,
      'POST /api/affiliate': failing,
    });
    hydrate();
    arriveAt('?aff=newbox15&awc=123');
    await expect(arrive(window)).resolves.toBeUndefined();
    await settle();
    expect(calls.map((call) => call.path)).toEqual([
      '/api/user-session/tracking',
      '/api/affiliate',
    ]);
    expect(banners()).toHaveLength(0);

    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    arriveAt('?aff=other');
    await expect(arrive(window)).resolves.toBeUndefined();
    await settle();
    expect(banners()).toHaveLength(0);
  });

  it('still applies the code when recording who sent the shopper fails', async () => {
    const calls = serve({ ...AFFILIATE_API, 'POST /api/user-session/tracking': failing });
    hydrate();
    arriveAt('?aff=newbox15');
    await arrive(window);
    expect(calls.map((call) => call.path)).toEqual([
      '/api/user-session/tracking',
      '/api/affiliate',
    ]);
    expect(messageTexts(banners()[0])).toEqual([{ status: 'success', text: APPLIED }]);
  });

  it('shows nothing when the affiliate call says nothing', async () => {
    serve({ ...AFFILIATE_API, 'POST /api/affiliate': ok({ code: null, messages: [] }) });
    hydrate();
    arriveAt('?aff=newbox15');
    await arrive(window);
    await settle();
    expect(banners()).toHaveLength(0);
  });

  it('handles the link even when session storage is blocked', async () => {
    const calls = serve(AFFILIATE_API);
    const blocked = {
      getItem: () => {
        throw new DOMException('Access denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('Access denied', 'SecurityError');
      },
    } as unknown as Storage;
    const win = {
      location: { search: '?aff=newbox15' },
      sessionStorage: blocked,
      document,
    } as unknown as Window;
    hydrate();
    await expect(arrive(win)).resolves.toBeUndefined();
    expect(calls.map((call) => call.path)).toEqual([
      '/api/user-session/tracking',
      '/api/affiliate',
    ]);
    expect(banners()).toHaveLength(1);
  });

  it('handles the address the page was loaded with, as the module loads', async () => {
    const calls = serve(AFFILIATE_API);
    arriveAt('?aff=newbox15&awc=789');
    vi.resetModules();
    await import('./affiliate-arrival');
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[0].body).toEqual({ affiliateWindowId: '789', affiliateId: 'newbox15' });
    expect(calls[1].body).toEqual({ affiliateId: 'newbox15' });
    hydrate();
    await waitFor(() => expect(banners()).toHaveLength(1));
  });
});

describe('the banner', () => {
  const expired = message('error', 'This code has expired.', { fallbackCode: 'WELCOME10' });
  const WELCOME10_APPLIED =
    'Discount code WELCOME10 has been applied and will be shown at checkout.';

  it('shows a fallback code as a button that applies it, then what the answer said', async () => {
    let answer!: (response: Response) => void;
    const calls = serve({
      'POST /api/discount/apply': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const banner = showBanner(document, [expired]);
    const button = banner.querySelector<HTMLButtonElement>('[data-testid=discount-fallback]')!;
    expect(button.tagName).toBe('BUTTON');
    expect(button.type).toBe('button');
    expect(button.textContent).toBe('This code has expired. Use WELCOME10 instead.');

    button.click();
    expect(button.disabled).toBe(true);
    expect(calls).toEqual([{ method: 'POST', path: '/api/discount/apply', body: 'WELCOME10' }]);
    answer(
      envelope({
        data: { code: 'WELCOME10', messages: [message('success', WELCOME10_APPLIED)] },
        isSignedIn: false,
      }),
    );
    await waitFor(() =>
      expect(messageTexts(banner)).toEqual([{ status: 'success', text: WELCOME10_APPLIED }]),
    );
    expect(banner.querySelector('[data-testid=discount-fallback]')).toBeNull();
  });

  it('sends the fallback code as a bare JSON string', async () => {
    const sent: (string | undefined)[] = [];
    vi.stubGlobal('fetch', (_input: RequestInfo | URL, init?: RequestInit) => {
      sent.push(typeof init?.body === 'string' ? init.body : undefined);
      return Promise.resolve(envelope({ data: NEWBOX15 }));
    });
    const banner = showBanner(document, [expired]);
    banner.querySelector<HTMLButtonElement>('[data-testid=discount-fallback]')!.click();
    await settle();
    expect(sent).toEqual(['"WELCOME10"']);
  });

  it('keeps the fallback to try again when applying it fails', async () => {
    serve({ 'POST /api/discount/apply': failing });
    const banner = showBanner(document, [expired]);
    const button = banner.querySelector<HTMLButtonElement>('[data-testid=discount-fallback]')!;
    button.click();
    expect(button.disabled).toBe(true);
    await waitFor(() => expect(button.disabled).toBe(false));
    expect(button.isConnected).toBe(true);
    expect(messageTexts(banner)).toEqual([
      { status: 'error', text: 'This code has expired. Use WELCOME10 instead.' },
    ]);
  });

  it('closes with its close button', () => {
    const banner = showBanner(document, [message('success', APPLIED)]);
    expect(banners()).toHaveLength(1);
    const close = banner.querySelector<HTMLButtonElement>('[data-testid=affiliate-banner-close]')!;
    expect(close.getAttribute('aria-label')).toBe('Close');
    close.click();
    expect(banner.isConnected).toBe(false);
    expect(banners()).toHaveLength(0);
  });
});
