import type { CaptchaChallenge } from '@shop/contracts';
import { useCallback, useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { fetchCaptchaChallenge } from '../../../api/account.queries';
import type { AltchaWidgetElement } from './altcha-element';
import './captcha.css';

/** docs/rules-storefront.md "Messages": the captcha could not be shown. */
export const CAPTCHA_FAILED =
  'Oops! The page failed to fully load - please refresh the page and try again.';

export interface CaptchaHandle {
  /** The solved payload for the form's `captcha`, or null while it is not ready. */
  payload(): string | null;
  /** A new challenge, solved again (after a refused submit: each solution is accepted once). */
  reset(): void;
}

type Status = 'loading' | 'solving' | 'ready' | 'failed';

interface StateChange {
  state: string;
  payload?: string | null;
}

/**
 * The self-hosted proof-of-work captcha (ALTCHA, docs/business-rules.md "Accounts"): the widget's
 * code loads with the form, a challenge comes from `GET /api/captcha/challenge`, and the widget
 * solves it in a worker while the shopper types. `onReadyChange` says when a solution is ready to
 * send.
 */
export function CaptchaField({
  handleRef,
  onReadyChange,
}: {
  handleRef: Ref<CaptchaHandle>;
  onReadyChange: (ready: boolean) => void;
}) {
  const [status, setStatus] = useState<Status>('loading');
  const [challenge, setChallenge] = useState<CaptchaChallenge | null>(null);
  const widgetRef = useRef<AltchaWidgetElement | null>(null);
  const payloadRef = useRef<string | null>(null);

  const fail = useCallback(() => {
    payloadRef.current = null;
    setStatus('failed');
  }, []);

  // The widget's code and a first challenge, together.
  useEffect(() => {
    let live = true;
    Promise.all([import('./altcha-element'), fetchCaptchaChallenge()])
      .then(([, first]) => {
        if (!live) return;
        setChallenge(first);
        setStatus('solving');
      })
      .catch(() => {
        if (live) fail();
      });
    return () => {
      live = false;
    };
  }, [fail]);

  // Each new challenge is handed to the widget and solved at once.
  useEffect(() => {
    const widget = widgetRef.current;
    if (!widget || !challenge) return;
    let live = true;
    const onStateChange = (event: Event) => {
      const { state, payload } = (event as CustomEvent<StateChange>).detail;
      if (state === 'verified' && payload) {
        payloadRef.current = payload;
        setStatus('ready');
      } else if (state === 'expired') {
        void refresh();
      } else if (state === 'error') {
        fail();
      } else if (payloadRef.current !== null) {
        // The widget left 'verified' on its own: not ready until it solves again.
        payloadRef.current = null;
        setStatus('solving');
      }
    };
    const refresh = async () => {
      payloadRef.current = null;
      setStatus('solving');
      try {
        setChallenge(await fetchCaptchaChallenge());
      } catch {
        if (live) fail();
      }
    };
    widget.addEventListener('statechange', onStateChange);
    void customElements
      .whenDefined('altcha-widget')
      .then(async () => {
        if (!live) return;
        await widget.configure({ challenge, auto: 'off', hideFooter: true, hideLogo: true });
        widget.reset();
        await widget.verify();
      })
      .catch(() => {
        if (live) fail();
      });
    return () => {
      live = false;
      widget.removeEventListener('statechange', onStateChange);
    };
  }, [challenge, fail]);

  useEffect(() => {
    onReadyChange(status === 'ready');
  }, [status, onReadyChange]);

  useImperativeHandle(
    handleRef,
    () => ({
      payload: () => payloadRef.current,
      reset: () => {
        payloadRef.current = null;
        setStatus('solving');
        fetchCaptchaChallenge().then(setChallenge, fail);
      },
    }),
    [fail],
  );

  if (status === 'failed') {
    return (
      <p className="captcha-field__failed" role="alert" data-testid="captcha-failed">
        {CAPTCHA_FAILED}
      </p>
    );
  }
  return (
    <div className="captcha-field" data-testid="captcha" data-state={status}>
      {status === 'loading' ? (
        <p className="captcha-field__loading">Loading the security check…</p>
      ) : (
        <altcha-widget ref={widgetRef} name="captcha" />
      )}
    </div>
  );
}
