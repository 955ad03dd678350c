import type { PotAddon } from '@shop/contracts';
import { queryOptions } from '@tanstack/react-query';
import { fetchData } from '../../api/fetch-data';
import { POT_ATTRIBUTE } from './purchase-messages';

/** `GET /api/product/{productId}/extras/435`: the pots offered with a plant (spec 000 §7). */
export const potsQueryOptions = (productId: number) =>
  queryOptions({
    queryKey: ['catalogue', 'extras', productId, POT_ATTRIBUTE],
    queryFn: ({ signal }) =>
      fetchData<PotAddon[]>(`/api/product/${productId}/extras/${POT_ATTRIBUTE}`, signal),
    staleTime: 5 * 60 * 1000,
  });
