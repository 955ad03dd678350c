import type Stripe from 'stripe';
import type { SavedCard } from '../payment-provider';

/** The metadata key of a Stripe Customer that holds our customer id. */
export const CUSTOMER_ID_METADATA = 'shopCustomerId';

/** Our customer ids are UUIDs; anything else never reaches Stripe's search syntax. */
const CUSTOMER_ID = /^[0-9a-f-]{36}$/i;

/** At most this many Stripe Customers per shop customer, and cards per Stripe Customer. */
const LIMIT = 20;

const BRANDS: Record<string, string> = {
  amex: 'American Express',
  diners: 'Diners Club',
  discover: 'Discover',
  jcb: 'JCB',
  mastercard: 'Mastercard',
  unionpay: 'UnionPay',
  visa: 'Visa',
};

/** `visa` → `Visa`, `cartes_bancaires` → `Cartes Bancaires`. */
const brandName = (brand: string): string =>
  BRANDS[brand] ??
  brand
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

/**
 * The cards saved on the Stripe Customers that carry our customer id in their metadata.
 *
 * The shop itself creates no Stripe Customers today: a payment is a PaymentIntent with a
 * one-off payment method (`createPayment`), so Stripe keeps no card for later and this answers
 * an empty list, the truth. It lists real cards as soon as a Stripe Customer is linked to a
 * customer of ours (made in Stripe's dashboard, or by saving cards at checkout later) with
 * `metadata.shopCustomerId`. Stripe's search is eventually consistent: a Customer made a moment
 * ago may show up a little later.
 */
export async function savedCardsOf(stripe: Stripe, customerId: string): Promise<SavedCard[]> {
  if (!CUSTOMER_ID.test(customerId)) return [];
  const customers = await stripe.customers.search({
    query: `metadata['${CUSTOMER_ID_METADATA}']:'${customerId}'`,
    limit: LIMIT,
  });
  const cards: SavedCard[] = [];
  for (const customer of customers.data) {
    const methods = await stripe.customers.listPaymentMethods(customer.id, {
      type: 'card',
      limit: LIMIT,
    });
    for (const method of methods.data) {
      if (!method.card) continue;
      const { brand, last4, exp_month, exp_year } = method.card;
      cards.push({
        id: method.id,
        brand: brandName(brand),
        last4,
        expiryMonth: exp_month,
        expiryYear: exp_year,
      });
    }
  }
  return cards;
}
