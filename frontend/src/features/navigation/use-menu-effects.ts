import { type RefObject, useEffect } from 'react';

/** While `active`, a pointer pressed anywhere outside `area` calls `onOutside` (keep it stable). */
export function useOutsidePointer(
  area: RefObject<Element | null>,
  active: boolean,
  onOutside: () => void,
): void {
  useEffect(() => {
    if (!active) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!(event.target instanceof Node) || !area.current?.contains(event.target)) onOutside();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [area, active, onOutside]);
}

/** While `active` (the phone menu is open), the page behind it does not scroll. */
export function usePageScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [active]);
}
