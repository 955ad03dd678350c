import { useCallback, useRef, useState } from 'react';
import { errorText } from '../../api/error-text';
import type { CaptchaHandle } from './captcha/CaptchaField';

/**
 * A form sent with the captcha (docs/rules-storefront.md "Signing in and out"): the button is
 * disabled until the captcha is ready; a submit without a solution is silently dropped; after a
 * refusal the captcha is solved afresh (a solution is accepted once) and the errors shown.
 */
export function useCaptchaForm() {
  const captcha = useRef<CaptchaHandle>(null);
  const [ready, setReady] = useState(false);
  const [errors, setErrors] = useState<readonly string[]>([]);
  const onReadyChange = useCallback((now: boolean) => setReady(now), []);

  /** The solution to send, or null: then do nothing. */
  const take = (): string | null => captcha.current?.payload() ?? null;

  /** The answer came: on errors, show them and solve a new captcha. */
  const answered = (messages: readonly string[]) => {
    setErrors(messages);
    if (messages.length > 0) captcha.current?.reset();
  };

  const failed = (error: Error) => answered([errorText(error)]);

  return { captcha, ready, onReadyChange, errors, take, answered, failed, setErrors };
}
