import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { errorText } from '../../api/error-text';
import { pointsLedgerQueryOptions } from '../../api/points.queries';
import { PAGES } from '../../ui/site-links';
import { londonDayOf } from '../../ui/london-day';
import { Spinner } from '../../ui/Spinner';
import { ledgerEntryWords, pointsCount, pointsValue, signedPoints } from './points-words';
import './points-ledger.css';

export const BUSINESS_NO_POINTS = 'Business accounts cannot redeem Posy Points™.';
export const NO_POINTS_YET =
  'No points yet: every paid order earns them, about one for every £10 (gift cards excepted).';

/**
 * The account home's Posy Points card (docs/business-rules.md "Posy Points"): the balance and every
 * line of the ledger, newest first, dated in London time; business accounts have none.
 */
export function PointsLedgerCard({ businessCustomer }: { businessCustomer: boolean }) {
  const id = useId();
  return (
    <section className="points-ledger" aria-labelledby={`${id}-title`} data-testid="points-ledger">
      <h2 id={`${id}-title`} className="points-ledger__title">
        Posy Points™
      </h2>
      {businessCustomer ? (
        <p className="points-ledger__lead">{BUSINESS_NO_POINTS}</p>
      ) : (
        <PointsLedger />
      )}
      <ul className="points-ledger__links">
        <li>
          <Link to={PAGES.posyPoints}>How Posy Points™ work</Link>
        </li>
        {!businessCustomer && (
          <li>
            <Link to={PAGES.referAFriend}>Refer a friend: 5 points each</Link>
          </li>
        )}
      </ul>
    </section>
  );
}

function PointsLedger() {
  const ledger = useQuery(pointsLedgerQueryOptions());
  if (ledger.isPending) return <Spinner label="Loading your Posy Points…" />;
  if (ledger.isError) {
    return (
      <p className="account-alert" role="alert" data-testid="points-ledger-error">
        {errorText(ledger.error)}
      </p>
    );
  }
  const { balance, entries } = ledger.data;
  return (
    <>
      <p className="points-ledger__lead" data-testid="points-balance">
        You have <strong>{pointsCount(balance)}</strong>, worth {pointsValue(balance)} off a later
        order.
      </p>
      {entries.length === 0 ? (
        <p data-testid="points-ledger-empty">{NO_POINTS_YET}</p>
      ) : (
        <table className="points-ledger__table" data-testid="points-ledger-table">
          <caption className="visually-hidden">Your Posy Points™ history, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">What</th>
              <th scope="col" className="points-ledger__points">
                Points
              </th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry, index) => (
              <tr key={`${entry.at}-${index}`} data-testid="points-ledger-entry">
                <td>
                  <time dateTime={entry.at}>{londonDayOf(entry.at)}</time>
                </td>
                <td>{ledgerEntryWords(entry)}</td>
                <td
                  className={`points-ledger__points points-ledger__points--${entry.points < 0 ? 'taken' : 'given'}`}
                >
                  {signedPoints(entry.points)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
