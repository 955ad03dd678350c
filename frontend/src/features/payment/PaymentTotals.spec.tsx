import type { CheckoutState } from '@shop/contracts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { basket, order } from '../order-kit/basket.fixtures';
import { PaymentTotals } from './PaymentTotals';

/** Two orders as `basket` builds them, with what is left to pay as the purchase total. */
function state(orders: Parameters<typeof basket>[0]): CheckoutState {
  const built = basket(orders);
  return { ...built, purchase: { ...built.purchase, totalToPay: built.purchase.total } };
}

describe('the payment totals', () => {
  it('strikes through the subtotal before the discount code and says what was saved', () => {
    // £50.25 and £30.00 before the code; £3.50 and £1.00 off.
    render(
      <PaymentTotals
        state={state([
          order('o1', { subtotal: 4675, total: 4675, originalPrice: 5025 }),
          order('o2', { subtotal: 2900, total: 2900, originalPrice: 3000 }),
        ])}
      />,
    );
    const subtotal = screen.getByTestId('payment-subtotal');
    expect(subtotal.tagName).toBe('S');
    expect(subtotal.textContent).toBe('£80.25');
    expect(screen.getByTestId('payment-purchase-total').textContent).toBe('£75.75');
    expect(screen.getByTestId('discount-saved').textContent).toBe('You have saved £4.50');
    expect(screen.getByTestId('payment-totals').textContent).toBe(
      'SubtotalBefore the discount: £80.25Total£75.75Total to pay£75.75',
    );
  });

  it('counts delivery on both sides: only the code makes a difference', () => {
    const delivery = { ...order('x').orderDelivery, price: 599, originalPrice: 599 };
    render(
      <PaymentTotals
        state={state([
          order('o1', {
            orderDelivery: delivery,
            subtotal: 4575,
            total: 5174,
            originalPrice: 5624,
          }),
        ])}
      />,
    );
    expect(screen.getByTestId('payment-subtotal').textContent).toBe('£56.24');
    expect(screen.getByTestId('discount-saved').textContent).toBe('You have saved £4.50');
  });

  it('shows neither the subtotal nor a saving without a discount', () => {
    render(<PaymentTotals state={state([order('o1'), order('o2')])} />);
    expect(screen.queryByTestId('payment-subtotal')).toBeNull();
    expect(screen.queryByTestId('discount-saved')).toBeNull();
    expect(screen.queryByText(/saved/)).toBeNull();
    expect(screen.getByTestId('payment-totals').textContent).toBe(
      'Total£100.50Total to pay£100.50',
    );
  });

  it('shows no saving when the total is above the orders’ prices', () => {
    const built = state([order('o1')]);
    render(<PaymentTotals state={{ ...built, purchase: { ...built.purchase, total: 6000 } }} />);
    expect(screen.queryByTestId('payment-subtotal')).toBeNull();
    expect(screen.queryByTestId('discount-saved')).toBeNull();
  });

  it('takes redeemed Posy Points off as a row of their own, not as a saving of the code', () => {
    // £50.25 before the code, £46.75 after it, then 5 points (£5.00) off what is left to pay.
    const built = state([order('o1', { subtotal: 4675, total: 4675, originalPrice: 5025 })]);
    render(
      <PaymentTotals
        state={{
          ...built,
          pointsRedeemed: 5,
          purchase: { ...built.purchase, total: 4675, totalToPay: 4175 },
        }}
      />,
    );
    expect(screen.getByTestId('payment-points-total').textContent).toBe('−£5.00');
    expect(screen.getByTestId('discount-saved').textContent).toBe('You have saved £3.50');
    expect(screen.getByTestId('payment-totals').textContent).toBe(
      'SubtotalBefore the discount: £50.25Total£46.75Posy Points™−£5.00Total to pay£41.75',
    );
  });

  it('strikes nothing through when only points come off', () => {
    const built = state([order('o1')]);
    render(
      <PaymentTotals
        state={{
          ...built,
          pointsRedeemed: 2,
          purchase: { ...built.purchase, totalToPay: built.purchase.total - 200 },
        }}
      />,
    );
    expect(screen.queryByTestId('payment-subtotal')).toBeNull();
    expect(screen.queryByTestId('discount-saved')).toBeNull();
    expect(screen.getByTestId('payment-totals').textContent).toBe(
      'Total£50.25Posy Points™−£2.00Total to pay£48.25',
    );
  });
});
