import type { CheckoutDocument } from '../../../basket';

/** A basket stream's checkout document as folded up to `version` (null: nothing to fold yet). */
export interface ReplaySnapshot {
  version: number;
  document: CheckoutDocument | null;
}

interface Kept {
  document: CheckoutDocument | null;
  characters: number;
}

/** Replay keeps the folded document every this many versions: one step folds at most this many events. */
export const REPLAY_SNAPSHOT_EVERY = 100;
/** At most this many JSON characters of documents (more than they hold: snapshots share unchanged orders). */
export const REPLAY_SNAPSHOT_BUDGET = 10_000_000;

const keyOf = (streamId: string, version: number) => `${version}@${streamId}`;

/**
 * The support replay's fold snapshots, in memory: the checkout document of a basket stream at
 * every `every`-th version, least recently used dropped first once the documents pass `budget`
 * JSON characters. A stream only grows, so what was folded to (stream, version) never changes
 * and an entry needs no invalidation. Documents are shared, never copied: the projection's
 * `evolve` returns new objects and never changes the ones it is given.
 */
export class ReplaySnapshots {
  private readonly kept = new Map<string, Kept>();
  private characters = 0;

  constructor(
    readonly every = REPLAY_SNAPSHOT_EVERY,
    private readonly budget = REPLAY_SNAPSHOT_BUDGET,
  ) {}

  /** The latest snapshot kept at or before `version`; version 0 (the empty basket) when none is. */
  nearest(streamId: string, version: number): ReplaySnapshot {
    for (let at = version - (version % this.every); at > 0; at -= this.every) {
      const key = keyOf(streamId, at);
      const found = this.kept.get(key);
      if (found) {
        this.kept.delete(key); // re-inserted as the most recently used
        this.kept.set(key, found);
        return { version: at, document: found.document };
      }
    }
    return { version: 0, document: null };
  }

  /** Keeps the document folded to `version` when `version` is one of the snapshot versions. */
  keep(streamId: string, version: number, document: CheckoutDocument | null): void {
    if (version === 0 || version % this.every !== 0) return;
    const key = keyOf(streamId, version);
    if (this.kept.has(key)) return;
    const characters = JSON.stringify(document).length;
    if (characters > this.budget) return;
    this.kept.set(key, { document, characters });
    this.characters += characters;
    for (const [oldest, entry] of this.kept) {
      if (this.characters <= this.budget) break;
      this.kept.delete(oldest);
      this.characters -= entry.characters;
    }
  }

  /** How many snapshots are kept now, and their size in JSON characters. */
  size(): { snapshots: number; characters: number } {
    return { snapshots: this.kept.size, characters: this.characters };
  }
}
