import { useEffect } from 'react';
import { HYDRATED_CALLBACK, inNextTask } from './page-boot-slot';

/**
 * Tells the page's boot script (page-boot.ts) that the page is live: the clicks and submits it
 * held go to the hydrated page. A task later, so state the first commit set from fields filled in
 * before hydration (use-keep-typed-value.ts) is in place when a held submit reads it.
 */
export function useReplayEarlyActions(): void {
  useEffect(() => {
    let live = true;
    inNextTask(() => live && window[HYDRATED_CALLBACK]?.());
    return () => {
      live = false;
    };
  }, []);
}
