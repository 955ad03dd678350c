import { CONTENT_PAGE_SLUG } from '@shop/contracts';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { contentPageQueryOptions } from '../api/content-pages.queries';
import { NotFoundPage } from '../pages/NotFoundPage';
import { loadContentPage, sectionHead, sectionPageOf } from '../features/content/content-route';
import { SectionPage } from '../features/content/SectionPage';

/**
 * `/{slug}/{section}`: one section of a page whose sections have pages of their own
 * (`/about-us/history`, `/faq/delivery`, `/terms/gift-cards`). Not nested under `/$page` (the
 * trailing underscore): this page is not drawn inside the whole page.
 */
export const Route = createFileRoute('/$page_/$section')({
  params: {
    parse: ({ page, section }) => {
      // The slug rule itself, not content-route.ts: parsing is in every page's first script.
      if (!CONTENT_PAGE_SLUG.test(page)) throw notFound();
      return { page, section };
    },
    stringify: ({ page, section }) => ({ page, section }),
  },
  loader: async ({ context: { queryClient, origin }, params: { page, section } }) => {
    const data = await loadContentPage(queryClient, page);
    const shown = sectionPageOf(data, section);
    if (!shown) throw notFound();
    return { head: sectionHead(data, shown, origin) };
  },
  head: ({ loaderData }) => loaderData?.head ?? {},
  codeSplitGroupings: [['loader', 'component']],
  component: SectionRoute,
});

function SectionRoute() {
  const { page, section } = Route.useParams();
  const { data } = useSuspenseQuery(contentPageQueryOptions(page));
  const shown = sectionPageOf(data, section);
  // The loader has already answered not found for a missing section; this is for the type.
  if (!shown) return <NotFoundPage />;
  return <SectionPage key={`${data.slug}/${shown.slug}`} page={data} section={shown} />;
}
