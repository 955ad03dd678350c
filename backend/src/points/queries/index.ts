import { GetAccountPointsHandler } from './get-account-points/get-account-points.handler';

/** Every points query handler, spread into the module's providers. */
export const POINTS_QUERY_HANDLERS = [GetAccountPointsHandler];
