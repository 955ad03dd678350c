import { useRef } from 'react';

/**
 * A ref that calls `check` with its element once, on first attach: after hydration, which is
 * when a server-rendered field can hold what the shopper did before the page was interactive.
 */
function useOnFirstAttach<E extends HTMLElement>(check: (element: E) => void) {
  const checked = useRef(false);
  return (element: E | null) => {
    if (!element || checked.current) return;
    checked.current = true;
    check(element);
  };
}

/**
 * A ref for a server-rendered text field that keeps what the shopper typed before the page
 * hydrated: React leaves the typed text in the field but its state still holds the server's
 * value, so the field's own value (when it differs from the value it was rendered with) is
 * handed to `onTyped`, as a change would have been.
 */
export function useKeepTypedValue(onTyped: (value: string, input: HTMLInputElement) => void) {
  return useOnFirstAttach<HTMLInputElement>((input) => {
    if (input.value !== input.defaultValue) onTyped(input.value, input);
  });
}

/**
 * The same for a server-rendered radio group (the ref goes on its container): a choice clicked
 * before the page hydrated is handed to `onPicked` with the radio's value.
 */
export function useKeepPickedChoice(onPicked: (value: string) => void) {
  return useOnFirstAttach<HTMLElement>((group) => {
    const picked = group.querySelector<HTMLInputElement>('input[type="radio"]:checked');
    if (picked && !picked.defaultChecked) onPicked(picked.value);
  });
}
