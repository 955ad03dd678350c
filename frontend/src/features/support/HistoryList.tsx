import type { SupportBasketEvent } from '@shop/contracts';
import { HistoryEventRow } from './HistoryEventRow';

interface HistoryListProps {
  events: SupportBasketEvent[];
  selectedVersion: number;
  onSelect: (version: number) => void;
}

/** Every event of the basket in order; choosing one replays the basket at its version. */
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
              selected={event.version === selectedVersion}
              onSelect={onSelect}
            />
          ))}
        </ol>
      )}
    </section>
  );
}
