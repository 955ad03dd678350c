import { formatPence, type SupportBasketSummary } from '@shop/contracts';
import { Link } from '@tanstack/react-router';
import { formatLondonTime } from './london-time';

/** The baskets a search found, newest first, each linking to its history and replay. */
export function BasketResultsTable({
  baskets,
  query,
}: {
  baskets: SupportBasketSummary[];
  query: string;
}) {
  const newestFirst = [...baskets].sort((a, b) => b.lastActivity.localeCompare(a.lastActivity));
  return (
    <div className="support-table-scroll" tabIndex={0} role="region" aria-label="Baskets found">
      <table className="support-table" data-testid="support-results-table">
        <caption className="visually-hidden">Baskets matching “{query}”, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Basket</th>
            <th scope="col">Status</th>
            <th scope="col">Orders</th>
            <th scope="col">Total</th>
            <th scope="col">Customer email</th>
            <th scope="col">Last activity (London)</th>
          </tr>
        </thead>
        <tbody>
          {newestFirst.map((basket) => (
            <tr key={basket.basketId} data-testid="support-result-row">
              <th scope="row" data-label="Basket">
                <Link
                  to="/support/baskets/$basketId"
                  params={{ basketId: basket.basketId }}
                  className="support-mono"
                  data-testid="support-result-link"
                >
                  {basket.basketId}
                </Link>
              </th>
              <td data-label="Status">
                <span
                  className={`support-status support-status--${basket.status.replace(' ', '-')}`}
                >
                  {basket.status}
                </span>
              </td>
              <td data-label="Orders">{basket.orderCount}</td>
              <td data-label="Total">{formatPence(basket.total)}</td>
              <td data-label="Customer email">{basket.customerEmail ?? '—'}</td>
              <td data-label="Last activity (London)">
                <time dateTime={basket.lastActivity}>{formatLondonTime(basket.lastActivity)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
