import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { PAGE_BOOT_ID, writePageBoot } from './page-boot-slot';

/**
 * The page's boot script (page-boot.ts), written by the server for the routes it rendered. In
 * the browser the element is taken over as it stands: its text is read back from the page, so
 * hydration matches and the script is never run twice.
 */
export function PageBoot() {
  const router = useRouter();
  const [code] = useState(() =>
    typeof document === 'undefined'
      ? writePageBoot(router.state.matches.map((match) => match.routeId))
      : (document.getElementById(PAGE_BOOT_ID)?.textContent ?? ''),
  );
  if (!code) return null;
  return (
    <script
      id={PAGE_BOOT_ID}
      nonce={router.options.ssr?.nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: code }}
    />
  );
}
