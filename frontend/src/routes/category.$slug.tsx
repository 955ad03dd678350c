import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { cardListQueryOptions, cardSearchFor } from '../api/cards.queries';
import { categoryQueryOptions } from '../api/catalogue.queries';
import { isCardCategory } from '../features/cards/card-categories';
import { CardsPage } from '../features/cards/CardsPage';
import { categoryHead, loadCategory } from '../features/category/category-route';
import { CategoryPage } from '../features/category/CategoryPage';

export const Route = createFileRoute('/category/$slug')({
  loader: async ({ context: { queryClient, origin }, params: { slug } }) => {
    const data = await loadCategory(queryClient, slug);
    const { category } = data;
    // A card category's opening list is fetched alongside; if that fails, the page still opens
    // and says so where the cards would be.
    if (isCardCategory(category.id)) {
      await queryClient.prefetchQuery(cardListQueryOptions(cardSearchFor(category.id)));
    }
    return { category, head: categoryHead(data, origin) };
  },
  head: ({ loaderData }) => loaderData?.head ?? {},
  // The loader's rules and structured data travel with the page, not in every page's script.
  codeSplitGroupings: [['loader', 'component']],
  component: CategoryRoute,
});

/** Greetings-card categories list from the card search; every other category lists products. */
function CategoryRoute() {
  const { slug } = Route.useParams();
  const { data } = useSuspenseQuery(categoryQueryOptions(slug));
  // Keyed by slug: filters, search and sort belong to one category (docs/rules-storefront.md
  // "Category page state").
  return isCardCategory(data.category.id) ? (
    <CardsPage key={slug} data={data} />
  ) : (
    <CategoryPage key={slug} data={data} />
  );
}
