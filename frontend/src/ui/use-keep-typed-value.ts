import { useRef } from 'react';

/**
 * A ref for a server-rendered text field that keeps what the shopper typed before the page
 * hydrated: React leaves the typed text in the field but its state still holds the server's
 * value, so on first attach the field's own value (when it differs from the value it was
 * rendered with) is handed to `onTyped`, as a change would have been.
 */
export function useKeepTypedValue(onTyped: (value: string) => void) {
  const checked = useRef(false);
  return (input: HTMLInputElement | null) => {
    if (!input || checked.current) return;
    checked.current = true;
    if (input.value !== input.defaultValue) onTyped(input.value);
  };
}

/**
 * The same for a server-rendered radio group (the ref goes on its container): a choice clicked
 * before the page hydrated is handed to `onPicked` with the radio's value.
 */
export function useKeepPickedChoice(onPicked: (value: string) => void) {
  const checked = useRef(false);
  return (group: HTMLElement | null) => {
    if (!group || checked.current) return;
    checked.current = true;
    const picked = group.querySelector<HTMLInputElement>('input[type="radio"]:checked');
    if (picked && !picked.defaultChecked) onPicked(picked.value);
  };
}
