import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config';
import { DomainError } from '../../../platform/domain-error';
import { ANALYTICS_MESSAGES } from '../../domain/analytics.messages';

/**
 * How many live streams this instance serves, per API key and in all (`ANALYTICS_STREAMS_PER_KEY`,
 * `ANALYTICS_STREAMS_PER_INSTANCE`). Each open stream holds a socket, a heartbeat and its share of
 * the feed's fan-out, so a key that opens more, or a crowd of keys, is refused before its stream
 * starts rather than slowing the shop down for shoppers.
 */
@Injectable()
export class AnalyticsStreamSlots {
  private readonly byKey = new Map<string, number>();
  private total = 0;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /**
   * Takes a slot for a stream of key `keyId`, or refuses with 429 and the reason. The returned
   * function gives it back; calling it again does nothing.
   */
  take(keyId: string): () => void {
    const { perKey, perInstance } = this.config.analyticsStreams;
    const held = this.byKey.get(keyId) ?? 0;
    if (held >= perKey) {
      throw new DomainError(ANALYTICS_MESSAGES.tooManyStreamsForKey(perKey), 429);
    }
    if (this.total >= perInstance) throw new DomainError(ANALYTICS_MESSAGES.tooManyStreams, 429);
    this.byKey.set(keyId, held + 1);
    this.total += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.total -= 1;
      const left = (this.byKey.get(keyId) ?? 1) - 1;
      if (left > 0) this.byKey.set(keyId, left);
      else this.byKey.delete(keyId);
    };
  }

  /** Slots held now: by key `keyId`, or in all. */
  held(keyId?: string): number {
    return keyId === undefined ? this.total : (this.byKey.get(keyId) ?? 0);
  }
}
