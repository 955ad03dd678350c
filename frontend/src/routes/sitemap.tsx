import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { contentPageQueryOptions, sitemapQueryOptions } from '../api/content-pages.queries';
import { contentHead, loadContentPage } from '../features/content/content-route';
import { SitemapPage } from '../features/content/SitemapPage';

/** The content page that holds the sitemap's heading and head. */
const SITEMAP_PAGE = 'sitemap';

/**
 * `/sitemap` (docs/rules-storefront.md "Routes"): the human-readable sitemap from
 * `GET /api/sitemap`.
 */
export const Route = createFileRoute('/sitemap')({
  loader: async ({ context: { queryClient, origin } }) => {
    const [page] = await Promise.all([
      loadContentPage(queryClient, SITEMAP_PAGE),
      queryClient.ensureQueryData(sitemapQueryOptions()),
    ]);
    return { head: contentHead(page, origin) };
  },
  head: ({ loaderData }) => loaderData?.head ?? {},
  codeSplitGroupings: [['loader', 'component']],
  component: SitemapRoute,
});

function SitemapRoute() {
  const { data: page } = useSuspenseQuery(contentPageQueryOptions(SITEMAP_PAGE));
  const { data: groups } = useSuspenseQuery(sitemapQueryOptions());
  return <SitemapPage page={page} groups={groups} />;
}
