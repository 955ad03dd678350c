import { basketStreamId } from '@shop/contracts';

/**
 * A basket belongs to the session working on it: its stream is named after the session's basket
 * (the session's own id, or the basket signing in carried over: `basketIdOf` of the platform's
 * session), so a request can only ever reach the basket of its own session.
 */
export const basketStreamOf = (session: {
  readonly id: string;
  readonly basketId?: string | null;
}): string => basketStreamId(session.basketId ?? session.id);
