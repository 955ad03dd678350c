import { HeadContent, Scripts } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/**
 * The whole HTML document, rendered on the server and hydrated in the browser: route `head`
 * tags (title, description, canonical, Open Graph, JSON-LD) are in `<head>` from the first bytes,
 * and `<Scripts>` carries the router's hydration data and the storefront's entry script.
 */
export function Document({ children }: { children: ReactNode }) {
  return (
    <html lang="en-GB">
      <head>
        <HeadContent />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  );
}
