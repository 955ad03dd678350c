import { useEffect } from 'react';

/** Where typing must keep its arrow keys and letters. */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  // A range input moves itself with the arrows and reports the change.
  return target instanceof HTMLInputElement;
}

/**
 * ArrowLeft or k steps back a version, ArrowRight or j forward, anywhere on the page but in a
 * form field (j/k as in a list read top to bottom: the history runs oldest first).
 */
export function useReplayKeys(step: (delta: -1 | 1) => void) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (isTypingTarget(event.target)) return;
      const delta =
        event.key === 'ArrowLeft' || event.key === 'k'
          ? -1
          : event.key === 'ArrowRight' || event.key === 'j'
            ? 1
            : 0;
      if (delta === 0) return;
      event.preventDefault();
      step(delta);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [step]);
}
