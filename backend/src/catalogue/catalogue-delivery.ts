import type { DistributorName } from '@shop/contracts';

/** Answers the catalogue's delivery questions at an instant (implemented by the delivery rules). */
export abstract class CatalogueDelivery {
  abstract earliestDate(distributor: DistributorName, now: Date): string | null;
  abstract isDeliverable(distributor: DistributorName, date: string, now: Date): boolean;
  abstract cheapestPrice(distributor: DistributorName): number;
}
