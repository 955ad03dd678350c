import type { SupportBasketEvent } from '@shop/contracts';
import { useId, useState } from 'react';

interface HistoryEventRowProps {
  event: SupportBasketEvent;
  selected: boolean;
  onSelect: (version: number) => void;
}

/**
 * One entry of the history: what happened, who did it, and its raw JSON on demand. An entry of
 * one of the basket's orders or gift cards says which stream it was recorded on; choosing it
 * replays the basket as it was then.
 */
export function HistoryEventRow({ event, selected, onSelect }: HistoryEventRowProps) {
  const [showJson, setShowJson] = useState(false);
  const jsonId = useId();
  const linked = event.streamKind !== 'basket';

  return (
    <li
      className={`support-event${linked ? ' support-event--linked' : ''}${selected ? ' support-event--selected' : ''}`}
      aria-current={selected ? 'step' : undefined}
      data-testid="support-event"
      data-version={event.version}
      data-stream-kind={event.streamKind}
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
          <span className="visually-hidden">
            {linked
              ? ` — replay the basket as it was then, version ${event.version}`
              : ` — replay version ${event.version}`}
          </span>
        </button>
        <dl className="support-event__facts">
          <div>
            <dt>Position</dt>
            <dd>{event.position}</dd>
          </div>
          <div>
            <dt>{linked ? 'Basket version' : 'Version'}</dt>
            <dd>{event.version}</dd>
          </div>
          {linked && (
            <div>
              <dt>Recorded on</dt>
              <dd data-testid="support-event-stream">
                <span className={`support-stream support-stream--${event.streamKind}`}>
                  {event.streamLabel}
                </span>{' '}
                version {event.streamVersion}
              </dd>
            </div>
          )}
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
