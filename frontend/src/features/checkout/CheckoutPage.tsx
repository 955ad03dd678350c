import './checkout-page.css';

/** One checkout page per order (spec 000 §2); the basket work fills in its sections. */
export function CheckoutPage({ orderIndex }: { orderIndex: number }) {
  return (
    <section className="checkout-page" aria-labelledby="checkout-title" data-testid="checkout-page">
      <title>Checkout | Posy</title>
      <h1 id="checkout-title" className="checkout-page__title">
        Checkout
      </h1>
      <p className="checkout-page__order" data-testid="checkout-order-number">
        Order {orderIndex}
      </p>
    </section>
  );
}
