import { useEffect, useImperativeHandle, type Ref } from 'react';
import type { CaptchaHandle } from './CaptchaField';

/**
 * A stand-in for `CaptchaField` in the form tests (`vi.mock('./captcha/CaptchaField', () =>
 * import('./captcha/captcha.fixtures'))`): the test says when the captcha is solved and sees
 * how often the form asked for a fresh one. `CaptchaField.spec.tsx` tests the real widget.
 */
export const CAPTCHA_FAILED =
  'Oops! The page failed to fully load - please refresh the page and try again.';

interface FakeCaptcha {
  /** The solution the form may send, or null while unsolved. */
  payload: string | null;
  /** How many times the form asked for a new captcha (after a refusal). */
  resets: number;
  /** Solves the captcha: wrap in `act`. */
  solve(payload: string): void;
  /** Back to unsolved, no resets: call before each test. */
  clear(): void;
}

let tellForm: ((ready: boolean) => void) | null = null;

export const fakeCaptcha: FakeCaptcha = {
  payload: null,
  resets: 0,
  solve(payload) {
    fakeCaptcha.payload = payload;
    tellForm?.(true);
  },
  clear() {
    fakeCaptcha.payload = null;
    fakeCaptcha.resets = 0;
    tellForm = null;
  },
};

export function CaptchaField({
  handleRef,
  onReadyChange,
}: {
  handleRef: Ref<CaptchaHandle>;
  onReadyChange: (ready: boolean) => void;
}) {
  useEffect(() => {
    tellForm = onReadyChange;
    onReadyChange(fakeCaptcha.payload !== null);
    return () => {
      if (tellForm === onReadyChange) tellForm = null;
    };
  }, [onReadyChange]);

  useImperativeHandle(
    handleRef,
    () => ({
      payload: () => fakeCaptcha.payload,
      reset: () => {
        fakeCaptcha.resets += 1;
        fakeCaptcha.payload = null;
        tellForm?.(false);
      },
    }),
    [],
  );

  return <div data-testid="captcha" />;
}
