import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';

/**
 * A button that asks before it acts (Remove an order, Delete an address): the question takes the
 * button's place, its Yes focused; No or Escape puts the button back, with the focus on it. The
 * Escape closes only the question, not the panel or dialog around it. The component draws its
 * own button and question with what this answers.
 */
export function useConfirmStep(pending: boolean) {
  const [confirming, setConfirming] = useState(false);
  const questionId = useId();
  /** The button that asks: focused again when the shopper backs out. */
  const trigger = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);

  useEffect(() => {
    if (confirming || !refocus.current) return;
    refocus.current = false;
    trigger.current?.focus();
  }, [confirming]);

  const backOut = () => {
    refocus.current = true;
    setConfirming(false);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || pending) return;
    event.preventDefault();
    event.stopPropagation();
    backOut();
  };

  return { confirming, ask: () => setConfirming(true), backOut, onKeyDown, questionId, trigger };
}
