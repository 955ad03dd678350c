import type { ApiParamOptions } from '@nestjs/swagger';
import { BASKET_ID } from '../domain/basket-id';

/** The `{id}` of `/api/support/baskets/{id}/…` (contracts: SupportBasketParams), for the API docs. */
export const BASKET_ID_PARAM: ApiParamOptions = {
  name: 'id',
  description: "The basket's stream id, `basket-{sessionId}`; anything else answers 400.",
  schema: { type: 'string', pattern: BASKET_ID.source },
};
