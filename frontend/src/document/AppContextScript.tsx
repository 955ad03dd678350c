import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { APP_CONTEXT_SCRIPT } from './app-context';

const APP_CONTEXT_ID = 'app-context';

/**
 * Runs {@link APP_CONTEXT_SCRIPT} before the page is drawn. The server writes it; the browser
 * takes the element over as it stands (its text read back from the page, so hydration matches
 * and the script's text is not in the browser's bundle), and never runs it twice. Pages only one
 * shopper gets allow inline scripts by nonce, the others by hash (the server adds both).
 */
export function AppContextScript() {
  const router = useRouter();
  const [code] = useState(() =>
    import.meta.env.SSR
      ? APP_CONTEXT_SCRIPT
      : (document.getElementById(APP_CONTEXT_ID)?.textContent ?? ''),
  );
  return (
    <script
      id={APP_CONTEXT_ID}
      nonce={router.options.ssr?.nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: code }}
    />
  );
}
