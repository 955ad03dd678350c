import './checkout-page.css';

/** Payment (spec 000 §2); the order summaries and payment form arrive with the basket work. */
export function PaymentPage() {
  return (
    <section className="checkout-page" aria-labelledby="payment-title" data-testid="payment-page">
      <title>Payment | Posy</title>
      <h1 id="payment-title" className="checkout-page__title">
        Payment
      </h1>
    </section>
  );
}
