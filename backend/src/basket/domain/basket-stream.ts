import { basketStreamId } from '@shop/contracts';

/**
 * A basket belongs to exactly one session: its stream is named after the session, so a request
 * can only ever reach the basket of its own session.
 */
export const basketStreamOf = (session: { readonly id: string }): string =>
  basketStreamId(session.id);
