import type { DistributorName, IsoDate } from '@shop/contracts';

/**
 * What the catalogue needs to know about delivery at one instant, answered by the delivery
 * rules (`CatalogueService.deliveryFacts()` binds them to the clock's now).
 */
export interface DeliveryFacts {
  /** The first date the distributor can deliver on, or null when it never delivers. */
  earliestDate(distributor: DistributorName): IsoDate | null;
  /** The product page's 'delivery from' cost in pence. */
  cheapestPrice(distributor: DistributorName): number;
  /** True when the distributor delivers on that date. */
  isDeliverable(distributor: DistributorName, date: IsoDate): boolean;
  /** The header's 'Earliest available delivery': the flowers' first date. */
  earliestOverall(): IsoDate | null;
}
