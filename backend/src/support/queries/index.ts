import { BasketHistoryCsvHandler } from './basket-history-csv/basket-history-csv.handler';
import { BasketHistoryHandler } from './basket-history/basket-history.handler';
import { ClientErrorsHandler } from './client-errors/client-errors.handler';
import { BasketStateHandler } from './basket-state/basket-state.handler';
import { FindBasketsHandler } from './find-baskets/find-baskets.handler';
import { StaffMeHandler } from './staff-me/staff-me.handler';

/** Every support query handler, spread into the module's providers. */
export const SUPPORT_QUERY_HANDLERS = [
  FindBasketsHandler,
  BasketHistoryHandler,
  BasketHistoryCsvHandler,
  BasketStateHandler,
  StaffMeHandler,
  ClientErrorsHandler,
];
