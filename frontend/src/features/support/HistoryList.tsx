import type { SupportBasketEvent } from '@shop/contracts';
import { HistoryEventRow } from './HistoryEventRow';

interface HistoryListProps {
  events: SupportBasketEvent[];
  selectedVersion: number;
  onSelect: (version: number) => void;
}

/**
 * Every entry of the basket's history in order (its own events, and its orders' and gift cards'
 * events once paid for); choosing one replays the basket at its version.
 */
export function HistoryList({ events, selectedVersion, onSelect }: HistoryListProps) {
  return (
    <section className="support-card" aria-labelledby="support-history-title">
      <h2 id="support-history-title">History</h2>
      {events.length === 0 ? (
        <p className="support-muted">Nothing has happened in this basket yet.</p>
      ) : (
        <ol className="support-history" data-testid="support-history">
          {events.map((event) => (
            <HistoryEventRow
              key={event.position}
              event={event}
              // The replayed version is the basket event's; entries of its orders and gift
              // cards share the number but are not that step.
              selected={event.streamKind === 'basket' && event.version === selectedVersion}
              onSelect={onSelect}
            />
          ))}
        </ol>
      )}
    </section>
  );
}
