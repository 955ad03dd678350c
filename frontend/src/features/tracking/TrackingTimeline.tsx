import type { OrderStatus, TrackingStep } from '@shop/contracts';
import { londonDateTime } from '../../ui/london-date-time';

/** The four steps of an order, top to bottom: those reached marked, with when. */
export function TrackingTimeline({
  steps,
  current,
}: {
  steps: readonly TrackingStep[];
  current: OrderStatus;
}) {
  return (
    <section className="tracking-timeline" aria-labelledby="tracking-timeline-title">
      <h2 id="tracking-timeline-title" className="tracking__heading">
        Where your order is
      </h2>
      <ol className="tracking-timeline__steps" data-testid="tracking-timeline">
        {steps.map((step) => (
          <li
            key={step.status}
            className={`tracking-timeline__step${step.reached ? ' tracking-timeline__step--reached' : ''}`}
            aria-current={step.status === current ? 'step' : undefined}
            data-testid={`tracking-step-${step.status}`}
            data-reached={step.reached}
          >
            <span className="tracking-timeline__marker" aria-hidden="true" />
            <span className="tracking-timeline__label">{step.label}</span>
            <span className="tracking-timeline__when">
              {step.reached && step.at ? (
                <time dateTime={step.at}>{londonDateTime(step.at)}</time>
              ) : step.reached ? (
                'Done'
              ) : (
                'Not yet'
              )}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
