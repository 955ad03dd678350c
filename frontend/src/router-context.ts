import type { QueryClient } from '@tanstack/react-query';

/** What every route's loader and beforeLoad receive (docs/architecture.md "Storefront"). */
export interface RouterContext {
  queryClient: QueryClient;
  /**
   * The shop's public origin (`https://shop.example`), for canonical links and structured data:
   * the browser's own origin on the client, `PUBLIC_URL` when the server renders the page.
   */
  origin: string;
}
