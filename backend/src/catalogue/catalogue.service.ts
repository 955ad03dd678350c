import type { DistributorName } from '@shop/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from '../platform/clock/clock';
import { CatalogueDelivery } from './catalogue-delivery';
import type { DeliveryFacts } from './catalogue.mapper';
import { loadCatalogueSnapshot, type CatalogueSnapshot } from './catalogue-snapshot';
import { CatalogueSearch } from './search/catalogue-search';

/** The catalogue read model: loaded on first use, reloaded after the catalogue changes. */
@Injectable()
export class CatalogueService {
  private loading: Promise<CatalogueSnapshot> | null = null;
  private searching: Promise<CatalogueSearch> | null = null;

  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    @Inject(CatalogueDelivery) private readonly delivery: CatalogueDelivery,
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

  /** Delivery facts as of now, for the mappers. */
  deliveryFacts(): DeliveryFacts {
    const now = this.clock.now();
    return {
      earliestDate: (distributor) => this.delivery.earliestDate(distributor, now),
      cheapestPrice: (distributor) => this.delivery.cheapestPrice(distributor),
    };
  }

  isDeliverable(distributor: DistributorName, date: string): boolean {
    return this.delivery.isDeliverable(distributor, date, this.clock.now());
  }

  earliestOverall(): string | null {
    return this.delivery.earliestDate('Flowers', this.clock.now());
  }
}
