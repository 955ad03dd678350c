import { formatPence, type CheckoutState } from '@shop/contracts';
import { OrderSummaryCard } from '../order-kit/OrderSummaryCard';

/** The checkout state as the shopper saw it: each order in full, then totals and customer. */
export function ReplayState({ state }: { state: CheckoutState }) {
  const { purchase, customer } = state;
  return (
    <div className="support-replay__state" data-testid="support-replay-state">
      {purchase.orders.length === 0 ? (
        <p className="support-muted">The basket was empty.</p>
      ) : (
        <div className="support-replay__orders">
          {purchase.orders.map((order, index) => (
            <OrderSummaryCard
              key={order.id}
              order={order}
              orderIndex={index + 1}
              variant="full"
              readOnly
            />
          ))}
        </div>
      )}
      <dl className="support-facts" data-testid="support-replay-totals">
        <Fact label="Basket total" value={formatPence(purchase.total)} />
        <Fact label="To pay" value={formatPence(purchase.totalToPay)} />
        {purchase.giftCardTotal > 0 && (
          <Fact label="Gift cards" value={formatPence(purchase.giftCardTotal)} />
        )}
        <Fact label="Discount code" value={state.discountCode ?? 'None'} />
        <Fact label="Posy Points redeemed" value={String(state.pointsRedeemed)} />
        <Fact label="Customer" value={customer.name || 'Not yet given'} />
        <Fact label="Email" value={customer.email || 'Not yet given'} />
        <Fact label="Phone" value={customer.phone || 'Not yet given'} />
      </dl>
    </div>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
