import { CONTENT_PAGE_SLUG } from '@shop/contracts';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { contentPageQueryOptions } from '../api/content-pages.queries';
import { contentHead, loadContentPage } from '../features/content/content-route';
import { ContentPage } from '../features/content/ContentPage';

/**
 * `/{slug}`: any content page (docs/rules-storefront.md "Routes": `/about-us`, `/delivery`, `/faq`,
 * `/box`…). Every static route (`/search`, `/journal`, `/sitemap`…) outranks this one; a segment
 * that cannot be a page's slug is not found without asking the API.
 */
export const Route = createFileRoute('/$page')({
  params: {
    parse: ({ page }) => {
      // The slug rule itself, not content-route.ts: parsing is in every page's first script.
      if (!CONTENT_PAGE_SLUG.test(page)) throw notFound();
      return { page };
    },
    stringify: ({ page }) => ({ page }),
  },
  loader: async ({ context: { queryClient, origin }, params: { page } }) => {
    const data = await loadContentPage(queryClient, page);
    return { head: contentHead(data, origin) };
  },
  head: ({ loaderData }) => loaderData?.head ?? {},
  codeSplitGroupings: [['loader', 'component']],
  component: ContentPageRoute,
});

function ContentPageRoute() {
  const { page } = Route.useParams();
  const { data } = useSuspenseQuery(contentPageQueryOptions(page));
  // Keyed by page: an open question, a carousel's slide or a half-written form belong to one page.
  return <ContentPage key={data.slug} page={data} />;
}
