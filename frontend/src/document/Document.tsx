import { HeadContent, Scripts } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { AppContextScript } from './AppContextScript';
import { PageBoot } from './PageBoot';
import { SHOP_CLOCK_OFFSET_ATTRIBUTE, shopClockOffsetMs } from '../ui/shop-clock';

/**
 * The whole HTML document, rendered on the server and hydrated in the browser: route `head`
 * tags (title, description, canonical, Open Graph, JSON-LD) are in `<head>` from the first bytes,
 * `<Scripts>` carries the router's hydration data, and `<PageBoot>` starts the storefront's
 * scripts once the page has painted. `<AppContextScript>` marks app-like contexts first thing.
 */
export function Document({ children }: { children: ReactNode }) {
  return (
    // The head script may add the app-like class before React takes the page over. The shop's
    // clock offset (ui/shop-clock.ts) is there only when a test run started its clock elsewhere.
    <html
      lang="en-GB"
      suppressHydrationWarning
      {...{ [SHOP_CLOCK_OFFSET_ATTRIBUTE]: shopClockOffsetMs() || undefined }}
    >
      <head>
        <AppContextScript />
        <HeadContent />
      </head>
      <body>
        {children}
        <Scripts />
        <PageBoot />
      </body>
    </html>
  );
}
