import { Injectable } from '@nestjs/common';
import { basketIdOf, type ShopSession } from '../../../platform/http/shop-session';
import { OrderDocumentsQueries } from '../../projections/order-documents.queries';
import type { PurchaseDocument } from '../../projections/purchases/purchases.projection';

/**
 * The session's last placed purchase: its own basket's when it paid with this session (a client
 * whose answer was lost), else the basket the session took over from when it paid. Nobody else's.
 */
@Injectable()
export class PurchaseLookup {
  constructor(private readonly documents: OrderDocumentsQueries) {}

  async lastOf(
    session: ShopSession,
  ): Promise<{ basketId: string; purchase: PurchaseDocument } | null> {
    for (const basketId of [basketIdOf(session), session.previousBasketId]) {
      if (!basketId) continue;
      const purchase = await this.documents.purchaseOf(basketId);
      if (purchase?.placedAt) return { basketId, purchase };
    }
    return null;
  }
}
