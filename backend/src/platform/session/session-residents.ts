import { Injectable } from '@nestjs/common';
import type { SqlWork } from '../database/sql-database';

/**
 * What a module keeps per session (the basket keeps its orders and card photos). The session
 * sweep asks every resident before it deletes an idle guest session, and lets each forget its
 * rows in the same transaction, so the platform never reads or deletes a module's tables itself.
 */
export interface SessionResident {
  readonly name: string;
  /** Of these sessions, the ones this module still needs (a basket with orders, say). */
  keeps(sessionIds: readonly string[]): Promise<ReadonlySet<string>>;
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
}
