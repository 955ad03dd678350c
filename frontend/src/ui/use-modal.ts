import { useRouter } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { hasModalParam, MODAL_OPEN_DELAY_MS, withModalParam } from './modal-url';

export interface ModalControl {
  /** The modal is showing. */
  open: boolean;
  /** Activated and waiting out the open delay: the opener shows that it is busy. */
  opening: boolean;
  activate: () => void;
  close: () => void;
}

/**
 * The open state of one modal (docs/rules-checkout.md "Modals"): it opens about 800 ms after
 * activation and, while open, the address carries `modal=open`. The address is replaced, not
 * pushed, so closing a modal never leaves a stray history entry and Back still leaves the page.
 */
export function useModal(): ModalControl {
  const router = useRouter();
  const [state, setState] = useState<'closed' | 'opening' | 'open'>('closed');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const setAddress = useCallback(
    (open: boolean) => {
      const { href, state: historyState } = router.history.location;
      if (hasModalParam(href) === open) return;
      router.history.replace(withModalParam(href, open), historyState);
    },
    [router],
  );

  const openRef = useRef(false);
  useEffect(() => {
    openRef.current = state === 'open';
  }, [state]);
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      // Unmounted while open on the same page: the address must not claim a modal any more.
      if (openRef.current) setAddress(false);
    },
    [setAddress],
  );

  const activate = useCallback(() => {
    if (timer.current !== undefined) return;
    setState('opening');
    timer.current = setTimeout(() => {
      timer.current = undefined;
      setState('open');
      setAddress(true);
    }, MODAL_OPEN_DELAY_MS);
  }, [setAddress]);

  const close = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    setState('closed');
    setAddress(false);
  }, [setAddress]);

  return { open: state === 'open', opening: state === 'opening', activate, close };
}
