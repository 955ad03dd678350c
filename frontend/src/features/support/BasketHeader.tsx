import { formatPence } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { DownloadCsvButton } from './DownloadCsvButton';
import { basketSearchQueryOptions } from '../../api/support.queries';

/** The basket's id with its status, order count and total now (a search by its own id). */
export function BasketHeader({ basketId }: { basketId: string }) {
  const summary = useQuery(basketSearchQueryOptions(basketId));
  const basket = summary.data?.baskets.find((row) => row.basketId === basketId);

  return (
    <header className="support-basket-header" data-testid="support-basket-header">
      <div>
        <h1>
          Basket <span className="support-mono support-basket-header__id">{basketId}</span>
        </h1>
        {basket && (
          <dl className="support-facts support-facts--inline" data-testid="support-basket-summary">
            <div>
              <dt>Status</dt>
              <dd>
                <span
                  className={`support-status support-status--${basket.status.replace(' ', '-')}`}
                >
                  {basket.status}
                </span>
              </dd>
            </div>
            <div>
              <dt>Orders</dt>
              <dd>{basket.orderCount}</dd>
            </div>
            <div>
              <dt>Total</dt>
              <dd>{formatPence(basket.total)}</dd>
            </div>
            <div>
              <dt>Customer email</dt>
              <dd>{basket.customerEmail ?? 'Not yet given'}</dd>
            </div>
          </dl>
        )}
      </div>
      <DownloadCsvButton basketId={basketId} />
    </header>
  );
}
