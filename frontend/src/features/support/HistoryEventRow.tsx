import type { SupportBasketEvent } from '@shop/contracts';
import { useId, useState } from 'react';

interface HistoryEventRowProps {
  event: SupportBasketEvent;
  selected: boolean;
  onSelect: (version: number) => void;
}

/** One event of the history: what happened, who did it, and its raw JSON on demand. */
export function HistoryEventRow({ event, selected, onSelect }: HistoryEventRowProps) {
  const [showJson, setShowJson] = useState(false);
  const jsonId = useId();

  return (
    <li
      className={`support-event${selected ? ' support-event--selected' : ''}`}
      aria-current={selected ? 'step' : undefined}
      data-testid="support-event"
      data-version={event.version}
    >
      <div className="support-event__main">
        <button
          type="button"
          className="support-event__select"
          onClick={() => onSelect(event.version)}
          data-testid="support-event-select"
        >
          <span className="support-event__summary" data-testid="support-event-summary">
            {event.summary}
          </span>
          <span className="visually-hidden"> — replay version {event.version}</span>
        </button>
        <dl className="support-event__facts">
          <div>
            <dt>Position</dt>
            <dd>{event.position}</dd>
          </div>
          <div>
            <dt>Version</dt>
            <dd>{event.version}</dd>
          </div>
          <div>
            <dt>London time</dt>
            <dd>
              <time dateTime={event.occurredAt}>{event.londonTime}</time>
            </dd>
          </div>
          <div>
            <dt>By</dt>
            <dd data-testid="support-event-actor">
              {event.actor.label}
              <span className={`support-actor support-actor--${event.actor.kind}`}>
                {event.actor.kind}
              </span>
            </dd>
          </div>
          <div>
            <dt>Correlation id</dt>
            <dd className="support-mono" data-testid="support-event-correlation">
              {event.correlationId}
            </dd>
          </div>
        </dl>
      </div>
      <button
        type="button"
        className="support-button support-button--quiet support-event__json-toggle"
        aria-expanded={showJson}
        aria-controls={jsonId}
        onClick={() => setShowJson(!showJson)}
        data-testid="support-event-json-toggle"
      >
        {showJson ? 'Hide raw JSON' : 'Show raw JSON'}
      </button>
      <pre id={jsonId} className="support-json" hidden={!showJson} data-testid="support-event-json">
        {showJson ? JSON.stringify(rawEvent(event), null, 2) : null}
      </pre>
    </li>
  );
}

function rawEvent(event: SupportBasketEvent) {
  return { type: event.type, data: event.data, metadata: event.metadata };
}
