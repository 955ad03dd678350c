import type { DistributorName, IsoDate } from '@shop/contracts';
import { CatalogueDelivery } from '../catalogue/catalogue-delivery';
import { earliestDeliveryDate, isDeliverable } from './domain/delivery-calendar';
import { deliveryMethod } from './domain/delivery-methods';
import { distributorRule } from './domain/distributor-rules';

/** The catalogue's delivery questions, answered by the pure delivery rules. */
export class CatalogueDeliveryAdapter extends CatalogueDelivery {
  earliestDate(distributor: DistributorName, now: Date): IsoDate | null {
    return earliestDeliveryDate(distributor, now);
  }

  isDeliverable(distributor: DistributorName, date: IsoDate, now: Date): boolean {
    return isDeliverable(distributor, date, now);
  }

  /** The product page's 'delivery from' cost: the cheapest method the distributor offers. */
  cheapestPrice(distributor: DistributorName): number {
    const prices = distributorRule(distributor).methods.map((id) => deliveryMethod(id).price);
    return prices.length ? Math.min(...prices) : 0;
  }
}
