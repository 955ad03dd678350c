import { Injectable } from '@nestjs/common';
import {
  REMINDER_MESSAGES,
  REMINDER_OCCASION_CATEGORY,
  type ReminderOccasion,
} from '@shop/contracts';
import { CatalogueService, type CatalogueSnapshot } from '../../catalogue';
import { DomainError } from '../../platform/domain-error';

/**
 * The gift idea of a reminder email (`/continue-purchase/{productId}`): the product the
 * customer chose while it is on sale, else the shop's pick for the occasion, the first product
 * of the occasion's category as listings sort it (sorting order, then id), else of `flowers`.
 */
export function giftFor(
  snapshot: CatalogueSnapshot,
  occasion: ReminderOccasion,
  chosen: number | null,
): number | null {
  if (chosen !== null && snapshot.productsById.get(chosen)?.available) return chosen;
  return firstOf(snapshot, REMINDER_OCCASION_CATEGORY[occasion]) ?? firstOf(snapshot, 'flowers');
}

function firstOf(snapshot: CatalogueSnapshot, categorySlug: string): number | null {
  const [first] = snapshot.products
    .filter((p) => p.available && p.categories.some((c) => c.slug === categorySlug))
    .sort((a, b) => b.sortingOrder - a.sortingOrder || a.id - b.id);
  return first?.id ?? null;
}

/** The catalogue as reminders need it. */
@Injectable()
export class ReminderGifts {
  constructor(private readonly catalogue: CatalogueService) {}

  snapshot(): Promise<CatalogueSnapshot> {
    return this.catalogue.snapshot();
  }

  /** 400 unless the chosen product (if any) is one the shop sells now. */
  async checkChoice(productId: number | null): Promise<void> {
    if (productId === null) return;
    const product = (await this.catalogue.snapshot()).productsById.get(productId);
    if (!product?.available) throw new DomainError(REMINDER_MESSAGES.product, 400);
  }
}
