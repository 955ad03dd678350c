import type { SupportStateChange } from '@shop/contracts';
import { NOTHING_CHANGED_MESSAGE } from './support-messages';

/** 'What changed' from the previous version, in the words the server chose. */
export function ChangesList({ changes }: { changes: SupportStateChange[] }) {
  return (
    <section className="support-changes" aria-labelledby="support-changes-title">
      <h3 id="support-changes-title">What changed</h3>
      {changes.length === 0 ? (
        <p className="support-muted" data-testid="support-no-changes">
          {NOTHING_CHANGED_MESSAGE}
        </p>
      ) : (
        <ul className="support-changes__list" data-testid="support-changes">
          {changes.map((change, index) => (
            // The label already names the order it belongs to.
            <li key={index} data-testid="support-change" data-area={change.area}>
              {change.label}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
