import { basketStreamId } from '@shop/contracts';
import { basketIdOf, type ShopSession } from '../../platform/session/shop-session';

/**
 * A basket belongs to the session working on it: its stream is named after the session's basket
 * (the session's own id, or the basket signing in carried over), so a request can only ever
 * reach the basket of its own session.
 */
export const basketStreamOf = (session: Pick<ShopSession, 'id' | 'basketId'>): string =>
  basketStreamId(basketIdOf(session));
