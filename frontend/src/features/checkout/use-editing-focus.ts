import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { sectionId, type Section } from './checkout-sections';

/** Focuses the section named by the `editing` link state, and returns the focusing function. */
export function useEditingFocus() {
  const location = useRouterState({ select: (s) => s.location });
  const editing = location.state.editing;
  const key = location.state.key ?? location.href;
  const focus = (section: Section) => {
    const element = document.getElementById(sectionId(section));
    if (!element) return;
    element.scrollIntoView?.({ block: 'start' });
    element.focus();
  };
  useEffect(() => {
    if (editing) focus(editing === 'addons' ? 'addons' : editing);
  }, [editing, key]);
  return focus;
}
