import type { DistributorName, IsoDate } from '@shop/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { cheapestDeliveryPrice, earliestDeliveryDate, isDeliverable } from '../delivery-rules';
import { Clock } from '../platform/clock/clock';
import type { DeliveryFacts } from './domain/delivery-facts';
import { CatalogueSearch } from './domain/catalogue-search';
import { loadCatalogueSnapshot, type CatalogueSnapshot } from './entities/catalogue-snapshot';

/** The catalogue read model: loaded on first use, reloaded after the catalogue changes. */
@Injectable()
export class CatalogueService {
  private loading: Promise<CatalogueSnapshot> | null = null;
  private searching: Promise<CatalogueSearch> | null = null;

  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  snapshot(): Promise<CatalogueSnapshot> {
    this.loading ??= loadCatalogueSnapshot(this.dataSource).catch((error: unknown) => {
      this.loading = null;
      throw error;
    });
    return this.loading;
  }

  /** The search indexes, built from the same snapshot. */
  search(): Promise<CatalogueSearch> {
    this.searching ??= this.snapshot().then((snapshot) => new CatalogueSearch(snapshot));
    return this.searching;
  }

  /** Drops the cached catalogue and indexes, e.g. after seeding or an edit. */
  invalidate(): void {
    this.loading = null;
    this.searching = null;
  }

  /** Delivery facts as of now, for the listing rules and mappers. */
  deliveryFacts(): DeliveryFacts {
    const now = this.clock.now();
    return {
      earliestDate: (distributor) => earliestDeliveryDate(distributor, now),
      cheapestPrice: (distributor) => cheapestDeliveryPrice(distributor),
      isDeliverable: (distributor, date) => isDeliverable(distributor, date, now),
      earliestOverall: () => earliestDeliveryDate('Flowers', now),
    };
  }

  isDeliverable(distributor: DistributorName, date: IsoDate): boolean {
    return isDeliverable(distributor, date, this.clock.now());
  }

  earliestOverall(): IsoDate | null {
    return earliestDeliveryDate('Flowers', this.clock.now());
  }
}
