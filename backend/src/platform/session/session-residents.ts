import { Injectable } from '@nestjs/common';
import type { SqlWork } from '../database/sql-database';

/**
 * What a module keeps per session (the basket keeps its orders and card photos). The session
 * sweep asks every resident before it deletes an idle guest session, and lets each forget its
 * rows in the same transaction, so the platform never reads or deletes a module's tables itself.
 * A new session is saved only once some resident holds something for it.
 */
export interface SessionResident {
  readonly name: string;
  /** Of these sessions, the ones this module still needs (a basket with orders, say). */
  keeps(sessionIds: readonly string[]): Promise<ReadonlySet<string>>;
  /**
   * Of these sessions, the ones this module has stored anything for (a basket's events, a card
   * photo, a form sent): a session none holds anything for need not exist.
   */
  holds(sessionIds: readonly string[]): Promise<ReadonlySet<string>>;
  /** Deletes what this module holds for a session being deleted (inside the sweep's transaction). */
  forget(sessionId: string): SqlWork<void>;
}

/** The residents modules register on init (`BasketModule` registers the basket). */
@Injectable()
export class SessionResidents {
  private readonly residents: SessionResident[] = [];

  register(resident: SessionResident): void {
    this.residents.push(resident);
  }

  all(): readonly SessionResident[] {
    return this.residents;
  }

  /** Of these sessions, the ones any resident has stored anything for. */
  async holdingAnything(sessionIds: readonly string[]): Promise<ReadonlySet<string>> {
    const held = new Set<string>();
    let left = sessionIds;
    for (const resident of this.residents) {
      if (left.length === 0) break;
      for (const id of await resident.holds(left)) held.add(id);
      left = left.filter((id) => !held.has(id));
    }
    return held;
  }
}
