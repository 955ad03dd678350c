import type { CaptchaChallenge } from '@shop/contracts';
import { act, render, screen, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope } from '../../../test/render-app';
import { CAPTCHA_FAILED, CaptchaField, type CaptchaHandle } from './CaptchaField';

/**
 * jsdom runs no workers, so the real ALTCHA widget cannot solve anything here: a fake
 * `<altcha-widget>` stands in, with the widget's own surface (configure, reset, verify and
 * `statechange` events). Its code "loads" when CaptchaField imports `./altcha-element`.
 */
const widgets = vi.hoisted(() => {
  type Mode = 'solve' | 'hold';
  const log = {
    /** 'solve': verify() answers at once; 'hold': the test dispatches the states itself. */
    mode: 'solve' as Mode,
    configured: [] as unknown[],
  };
  class FakeAltchaWidget extends HTMLElement {
    private challenge: { parameters: { salt: string } } | null = null;
    async configure(options: { challenge: { parameters: { salt: string } } }) {
      log.configured.push(options);
      this.challenge = options.challenge;
    }
    reset() {
      this.state('unverified');
    }
    async verify() {
      if (log.mode === 'hold') return;
      this.state('verifying');
      this.state('verified', `solved:${this.challenge?.parameters.salt}`);
    }
    state(state: string, payload?: string) {
      this.dispatchEvent(new CustomEvent('statechange', { detail: { state, payload } }));
    }
  }
  return { log, FakeAltchaWidget };
});

vi.mock('./altcha-element', () => {
  if (!customElements.get('altcha-widget')) {
    customElements.define('altcha-widget', widgets.FakeAltchaWidget);
  }
  return {};
});

const challenge = (salt: string): CaptchaChallenge => ({
  parameters: {
    algorithm: 'PBKDF2/SHA-256',
    nonce: `nonce-${salt}`,
    salt,
    cost: 5000,
    keyLength: 32,
    keyPrefix: '00',
  },
  signature: `signature-${salt}`,
});

let challengeCalls = 0;
let challengeAnswer: (n: number) => Response | Promise<Response>;

beforeEach(() => {
  widgets.log.mode = 'solve';
  widgets.log.configured = [];
  challengeCalls = 0;
  challengeAnswer = (n) => envelope({ data: challenge(`salt-${n}`), isSignedIn: false });
  vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
    if (String(input) !== '/api/captcha/challenge') {
      return Promise.resolve(new Response(null, { status: 404 }));
    }
    challengeCalls += 1;
    return Promise.resolve(challengeAnswer(challengeCalls));
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderCaptcha(Field = CaptchaField) {
  const handle = createRef<CaptchaHandle>();
  const onReadyChange = vi.fn<(ready: boolean) => void>();
  render(<Field handleRef={handle} onReadyChange={onReadyChange} />);
  const ready = () => onReadyChange.mock.lastCall?.[0];
  return { handle: () => handle.current!, ready };
}

/** The widget reports a state, as ALTCHA does while it works. */
function widgetSays(state: string, payload?: string) {
  const widget = document.querySelector('altcha-widget');
  if (!widget) throw new Error('no widget on the page');
  widget.dispatchEvent(new CustomEvent('statechange', { detail: { state, payload } }));
}

describe('CaptchaField', () => {
  it('loads the widget and a challenge, solves it and then says it is ready', async () => {
    widgets.log.mode = 'hold';
    const { handle, ready } = renderCaptcha();

    expect(screen.getByTestId('captcha').dataset.state).toBe('loading');
    expect(screen.getByText('Loading the security check…')).toBeTruthy();
    expect(ready()).toBe(false);

    await waitFor(() => expect(widgets.log.configured).toHaveLength(1));
    expect(widgets.log.configured[0]).toEqual({
      challenge: challenge('salt-1'),
      auto: 'off',
      hideFooter: true,
      hideLogo: true,
    });
    expect(screen.getByTestId('captcha').dataset.state).toBe('solving');
    expect(handle().payload()).toBeNull();
    expect(ready()).toBe(false);

    act(() => widgetSays('verified', 'solved:salt-1'));

    expect(screen.getByTestId('captcha').dataset.state).toBe('ready');
    expect(ready()).toBe(true);
    expect(handle().payload()).toBe('solved:salt-1');
    expect(challengeCalls).toBe(1);
  });

  it('is not ready again when the widget leaves the verified state on its own', async () => {
    const { handle, ready } = renderCaptcha();
    await waitFor(() => expect(ready()).toBe(true));
    act(() => widgetSays('unverified'));
    expect(ready()).toBe(false);
    expect(handle().payload()).toBeNull();
    expect(screen.getByTestId('captcha').dataset.state).toBe('solving');
  });

  it('solves a new challenge when reset: each solution is accepted once', async () => {
    const { handle, ready } = renderCaptcha();
    await waitFor(() => expect(ready()).toBe(true));
    expect(handle().payload()).toBe('solved:salt-1');

    widgets.log.mode = 'hold';
    act(() => handle().reset());

    expect(handle().payload()).toBeNull();
    expect(ready()).toBe(false);
    await waitFor(() => expect(widgets.log.configured).toHaveLength(2));
    expect(challengeCalls).toBe(2);
    expect(widgets.log.configured[1]).toMatchObject({ challenge: challenge('salt-2') });

    act(() => widgetSays('verified', 'solved:salt-2'));
    expect(ready()).toBe(true);
    expect(handle().payload()).toBe('solved:salt-2');
  });

  it('fetches and solves a fresh challenge when the solved one expires', async () => {
    const { handle, ready } = renderCaptcha();
    await waitFor(() => expect(ready()).toBe(true));

    act(() => widgetSays('expired'));

    await waitFor(() => expect(handle().payload()).toBe('solved:salt-2'));
    expect(ready()).toBe(true);
    expect(challengeCalls).toBe(2);
  });

  it('says the page failed to load when the challenge cannot be fetched', async () => {
    challengeAnswer = () => new Response(null, { status: 500 });
    const { handle, ready } = renderCaptcha();

    const failed = await screen.findByTestId('captcha-failed');
    expect(failed.textContent).toBe(
      'Oops! The page failed to fully load - please refresh the page and try again.',
    );
    expect(failed.getAttribute('role')).toBe('alert');
    expect(CAPTCHA_FAILED).toBe(failed.textContent);
    expect(document.querySelector('altcha-widget')).toBeNull();
    expect(ready()).toBe(false);
    expect(handle().payload()).toBeNull();
  });

  it('says the page failed to load when the widget reports an error', async () => {
    widgets.log.mode = 'hold';
    const { handle, ready } = renderCaptcha();
    await waitFor(() => expect(widgets.log.configured).toHaveLength(1));

    act(() => widgetSays('error'));

    expect(screen.getByTestId('captcha-failed').textContent).toBe(CAPTCHA_FAILED);
    expect(ready()).toBe(false);
    expect(handle().payload()).toBeNull();
  });

  it('says the page failed to load when a new challenge cannot be fetched', async () => {
    const { handle, ready } = renderCaptcha();
    await waitFor(() => expect(ready()).toBe(true));
    challengeAnswer = () => Promise.reject(new TypeError('Failed to fetch'));

    act(() => handle().reset());

    expect((await screen.findByTestId('captcha-failed')).textContent).toBe(CAPTCHA_FAILED);
    expect(ready()).toBe(false);
  });

  it("says the page failed to load when the widget's code does not load", async () => {
    vi.resetModules();
    vi.doMock('./altcha-element', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    try {
      const fresh = await import('./CaptchaField');
      const { ready } = renderCaptcha(fresh.CaptchaField);

      expect((await screen.findByTestId('captcha-failed')).textContent).toBe(CAPTCHA_FAILED);
      expect(ready()).toBe(false);
    } finally {
      vi.doUnmock('./altcha-element');
    }
  });
});
