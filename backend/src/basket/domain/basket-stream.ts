import { basketStreamId } from '@shop/contracts';
import type { ShopSession } from '../../platform/session/shop-session';

/**
 * A basket belongs to exactly one session: its stream is named after the session, so a request
 * can only ever reach the basket of its own session.
 */
export const basketStreamOf = (session: ShopSession): string => basketStreamId(session.id);
