import type { CheckoutState } from '@shop/contracts';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, renderApp, renderWithRouter, stubApi } from '../../test/render-app';
import { basket, order } from './basket.fixtures';
import { OrderErrors } from './OrderErrors';
import { RemoveOrderButton } from './RemoveOrderButton';

afterEach(() => {
  vi.unstubAllGlobals();
});

const MISSING_CARD =
  'Your order is missing a card. Every order is sent with a free or premium card. Click here to edit your order.';
const INVALID_RECIPIENT = 'Please enter a valid recipient. Click here to edit your order.';

describe('order errors', () => {
  it("are a real list inside the alert (axe 'list': a <ul> holding only <li>, no role of its own)", async () => {
    renderWithRouter(() => (
      <OrderErrors
        orderIndex={1}
        onRemove={() => undefined}
        errors={[
          { message: MISSING_CARD, editing: 'card' },
          { message: INVALID_RECIPIENT, editing: 'recipient' },
        ]}
      />
    ));
    const alert = await screen.findByTestId('order-errors-1');
    expect(alert.getAttribute('role')).toBe('alert');
    const list = within(alert).getByRole('list');
    expect(list.tagName).toBe('UL');
    expect(list.hasAttribute('role')).toBe(false);
    expect([...list.children].map((child) => child.tagName)).toEqual(['LI', 'LI']);
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([MISSING_CARD, INVALID_RECIPIENT]);
  });
});

describe('the remove question', () => {
  it('closes on Escape, keeping the order, with focus back on Remove', () => {
    const onConfirm = vi.fn();
    const outer = vi.fn();
    render(
      <div onKeyDown={outer}>
        <RemoveOrderButton orderIndex={1} pending={false} onConfirm={onConfirm} />
      </div>,
    );
    fireEvent.click(screen.getByTestId('remove-order-1'));
    expect(screen.getByTestId('remove-confirm').textContent).toContain(
      'Are you sure you want to remove your order?',
    );
    fireEvent.keyDown(screen.getByTestId('remove-confirm-yes'), { key: 'Escape' });
    expect(screen.queryByTestId('remove-confirm')).toBeNull();
    expect(document.activeElement).toBe(screen.getByTestId('remove-order-1'));
    expect(onConfirm).not.toHaveBeenCalled();
    // A surrounding basket panel or dialog does not hear the Escape: it stays open.
    expect(outer).not.toHaveBeenCalled();
  });
});

describe('the payment page', () => {
  it('has headings that never skip a level', async () => {
    const state: CheckoutState = basket([order('a'), order('b')], {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
    });
    vi.stubGlobal(
      'fetch',
      stubApi({
        'GET /api/user-session': () => envelope({ data: null, isSignedIn: false }),
        'GET /api/checkout/get-with-redirect': () => envelope({ data: state, isSignedIn: false }),
        'GET /api/checkout/validate/1': () =>
          envelope({ data: { orderIndex: 1, orderErrors: [], errors: [] }, isSignedIn: false }),
        'GET /api/checkout/validate/2': () =>
          envelope({ data: { orderIndex: 2, orderErrors: [], errors: [] }, isSignedIn: false }),
      }).fetchStub,
    );
    renderApp('/payment');
    const page = await screen.findByTestId('payment-page');
    await within(page).findByTestId('order-summary-2');
    const levels = [...page.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) =>
      Number(h.tagName[1]),
    );
    expect(levels[0]).toBe(1);
    levels.forEach((level, i) => {
      if (i > 0) expect(level).toBeLessThanOrEqual(levels[i - 1] + 1);
    });
  });
});
