import { useEffect } from 'react';

/**
 * Marks the document once React has taken the server's page over (`<html data-hydrated>`): the
 * page's scripts start after its first paint (page-boot.ts), so browser tests and monitoring wait
 * for this mark before acting on the page, as a shopper's browser waits for nothing.
 */
export function useMarkHydrated(): void {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
}
