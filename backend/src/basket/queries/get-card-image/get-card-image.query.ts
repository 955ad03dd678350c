import { Query } from '@nestjs/cqrs';
import type { ShopSession } from '../../../platform/http/shop-session';
import type { StoredCardImage } from '../../personalisation/card-image.service';

/** A personalised card's photo, for the session that uploaded it. */
export class GetCardImage extends Query<StoredCardImage> {
  constructor(
    readonly session: ShopSession,
    readonly id: string,
  ) {
    super();
  }
}
