import { Injectable } from '@nestjs/common';
import { emptyCheckoutState, type CheckoutState } from '@shop/contracts';
import { checkoutStateProjection, type CheckoutDocument } from '../../../basket';
import { DomainError } from '../../../platform/domain-error';
import { SUPPORT_REQUEST_MESSAGES } from '../../domain/support.messages';
import { BasketHistoryQueries } from '../basket-history/basket-history.queries';
import { ReplaySnapshots } from './replay-snapshots';

/** A basket replayed to a version: its checkout state then, and just before (null below 2). */
export interface BasketReplay {
  version: number;
  currentVersion: number;
  state: CheckoutState;
  previous: CheckoutState | null;
}

const checkoutOf = (document: CheckoutDocument | null): CheckoutState =>
  document?.checkout ?? emptyCheckoutState();

/**
 * Replay from the event log, folded with the live projection's own `evolve`. A step starts from
 * the nearest fold snapshot at or before the version before it and reads and folds only the
 * events after that snapshot, so stepping through a history costs at most `every` events a step
 * instead of the whole history twice. Each instance keeps its own snapshots (one per app).
 */
@Injectable()
export class BasketReplayQueries {
  private readonly snapshots = new ReplaySnapshots();

  constructor(private readonly history: BasketHistoryQueries) {}

  /** Version `asked` (the current one when absent); 404 for an unknown basket, 400 past the end. */
  async at(basketId: string, asked: number | undefined): Promise<BasketReplay> {
    const currentVersion = await this.history.currentVersion(basketId);
    const version = asked ?? currentVersion;
    if (version > currentVersion) {
      throw new DomainError(SUPPORT_REQUEST_MESSAGES.versionRange(currentVersion), 400);
    }
    const start = this.snapshots.nearest(basketId, Math.max(version - 1, 0));
    const events = await this.history.eventsBetween(basketId, start.version, version);
    let document = start.document;
    let previous = start.version === version - 1 ? document : null;
    for (const event of events) {
      if (checkoutStateProjection.handles.includes(event.type)) {
        document = checkoutStateProjection.evolve(document, event);
      }
      this.snapshots.keep(basketId, event.streamVersion, document);
      if (event.streamVersion === version - 1) previous = document;
    }
    return {
      version,
      currentVersion,
      state: checkoutOf(document),
      previous: version >= 2 ? checkoutOf(previous) : null,
    };
  }
}
