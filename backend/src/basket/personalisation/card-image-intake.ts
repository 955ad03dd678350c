import { Inject, Injectable } from '@nestjs/common';
import { CARD_IMAGE_MESSAGES } from '@shop/contracts';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import { DomainError } from '../../platform/domain-error';
import { CARD_IMAGE_DECODES_AT_ONCE } from './card-image-limits';

/**
 * Card photo uploads this instance holds at once, from reading the body to answering: those
 * being decoded (CARD_IMAGE_DECODES_AT_ONCE) and `CARD_PHOTO_WAITING` more, at most
 * `CARD_PHOTO_UPLOADS_PER_ADDRESS` of them from one address. Each holds up to 5 MB, and memory
 * taken by a burst stays resident long after it (docs/basket.md "Card photos"), so the next is refused as
 * busy (429) before its body is read; per address too, as a shopper uploads one photo at a time
 * and one slow or deliberate sender must not take every place.
 */
@Injectable()
export class CardImageIntake {
  readonly limit: number;
  private readonly perAddress: number;
  private held = 0;
  private readonly byAddress = new Map<string, number>();

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.limit = CARD_IMAGE_DECODES_AT_ONCE + config.cardPhotos.waiting;
    this.perAddress = config.cardPhotos.uploadsPerAddress;
  }

  /** Takes in an upload from `address`, or refuses it as busy; the returned function lets it go. */
  admit(address: string): () => void {
    const fromAddress = this.byAddress.get(address) ?? 0;
    if (this.held >= this.limit || fromAddress >= this.perAddress) {
      throw new DomainError(CARD_IMAGE_MESSAGES.busy, 429);
    }
    this.held += 1;
    this.byAddress.set(address, fromAddress + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.held -= 1;
      const left = (this.byAddress.get(address) ?? 1) - 1;
      if (left > 0) this.byAddress.set(address, left);
      else this.byAddress.delete(address);
    };
  }

  /** Uploads held now. */
  get inProgress(): number {
    return this.held;
  }
}
