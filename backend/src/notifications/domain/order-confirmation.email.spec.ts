import { buyer, flowerOrder, giftCardOrder, purchase } from '../notifications.test-kit';
import { composeOrderConfirmation, type OrderConfirmationInput } from './order-confirmation.email';

const ORIGIN = 'https://shop.example';

function confirmationOf(fixture: ReturnType<typeof purchase>): OrderConfirmationInput {
  const { total, giftCardTotal, totalToPay, pointsRedeemed } = fixture.basketPlaced.data;
  return {
    placedOn: '2026-06-04',
    orders: fixture.orders,
    total,
    giftCardTotal,
    pointsTotal: (pointsRedeemed ?? 0) * 100,
    totalToPay,
    publicOrigin: ORIGIN,
    signUpLink: null,
  };
}

describe('the order confirmation email', () => {
  it('lists every order of the purchase, the payment and the tracking links, to the buyer', () => {
    const fixture = purchase([flowerOrder(), giftCardOrder()], { giftCardTotal: 1000 });
    const email = composeOrderConfirmation(confirmationOf(fixture));
    expect(email.to).toBe('jane@example.com');
    expect(email.cc).toBeNull();
    expect(email.subject).toBe('Your Posy Flowers orders P1000001 and P1000002 are confirmed');
    expect(email.text).toBe(
      [
        'Hello Jane Buyer,',
        '',
        'Thank you for your orders. Here is what you bought:',
        '',
        'Order P1000001: The Sunshine Bouquet',
        'For: Sam Smith, SW1A 1AA',
        'Delivery: Friday 5th June, Standard Delivery',
        'Order total: £44.99',
        'Tracking: https://shop.example/tracking/SW1A%201AA/TRK1000001',
        '',
        'Order P1000002: Posy Gift Card',
        'For: Alex Friend (alex@example.com)',
        'Emailed on: Thursday 4th June',
        'Order total: £25.00',
        '',
        'Your payment',
        'Purchase total: £69.99',
        'Paid with gift card: £10.00',
        'Paid by card: £59.99',
        '',
        'With love from everyone at Posy Flowers',
        '',
      ].join('\n'),
    );
  });

  it('says the same in HTML: headings per order, the tracking link, the totals', () => {
    const fixture = purchase([flowerOrder(), giftCardOrder()], { giftCardTotal: 1000 });
    const { html } = composeOrderConfirmation(confirmationOf(fixture));
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en-GB">/);
    expect(html).toContain(
      '<title>Your Posy Flowers orders P1000001 and P1000002 are confirmed</title>',
    );
    expect(html).toContain(
      '<h2 style="font-size:18px;margin:24px 0 8px">Order P1000001: The Sunshine Bouquet</h2>',
    );
    expect(html).toContain(
      '<li><strong>Delivery:</strong> Friday 5th June, Standard Delivery</li>',
    );
    expect(html).toContain(
      '<li><strong>Tracking:</strong> <a href="https://shop.example/tracking/SW1A%201AA/TRK1000001">Track order P1000001</a></li>',
    );
    expect(html).toContain('<li><strong>For:</strong> Alex Friend (alex@example.com)</li>');
    expect(html).toContain('<li><strong>Paid by card:</strong> £59.99</li>');
  });

  it('has one order in the subject and no gift card line when no card paid', () => {
    const email = composeOrderConfirmation(confirmationOf(purchase([flowerOrder()])));
    expect(email.subject).toBe('Your Posy Flowers order P1000001 is confirmed');
    expect(email.text).toContain('Thank you for your order. Here is what you bought:');
    expect(email.text).toContain('Purchase total: £44.99\nPaid by card: £44.99');
    expect(email.text).not.toContain('Paid with gift card');
    expect(email.text).not.toContain('Posy Points');
  });

  it('says what Posy Points paid, between the gift card and the card', () => {
    const fixture = purchase([flowerOrder(), giftCardOrder()], {
      giftCardTotal: 1000,
      pointsRedeemed: 7,
    });
    const email = composeOrderConfirmation(confirmationOf(fixture));
    expect(email.text).toContain(
      [
        'Your payment',
        'Purchase total: £69.99',
        'Paid with Posy Points™: £7.00',
        'Paid with gift card: £10.00',
        'Paid by card: £52.99',
      ].join('\n'),
    );
    expect(email.html).toContain('<li><strong>Paid with Posy Points™:</strong> £7.00</li>');
  });

  it('sends a gift card without a recipient to the buyer on the day of purchase', () => {
    const fixture = purchase([giftCardOrder({ giftCardRecipient: null })]);
    const email = composeOrderConfirmation({ ...confirmationOf(fixture), placedOn: '2026-06-06' });
    expect(email.text).toContain(
      'For: Jane Buyer (jane@example.com)\nEmailed on: Saturday 6th June',
    );
    expect(email.text).not.toContain('Tracking:');
  });

  it('escapes everything the shopper typed in the HTML', () => {
    const order = flowerOrder();
    order.orderDelivery = {
      ...order.orderDelivery,
      recipientName: '<script>alert("x")</script> & Co',
    };
    const fixture = purchase([order], {
      customer: { ...buyer, name: `Jane "<b>" O'Brien` },
    });
    const email = composeOrderConfirmation(confirmationOf(fixture));
    expect(email.html).not.toContain('<script>');
    expect(email.html).not.toContain('<b>');
    expect(email.html).toContain(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co, SW1A 1AA',
    );
    expect(email.html).toContain('<p>Hello Jane &quot;&lt;b&gt;&quot; O&#39;Brien,</p>');
    expect(email.text).toContain('For: <script>alert("x")</script> & Co, SW1A 1AA');
  });

  it("offers a guest the 'Create an account' link, after the payment", () => {
    const link = 'https://shop.example/sign-up-account/P1000001/abc_DEF-123';
    const email = composeOrderConfirmation({
      ...confirmationOf(purchase([flowerOrder()])),
      signUpLink: link,
    });
    expect(email.text).toContain(
      `Paid by card: £44.99\n\nCreate an account\nSee this order in your own account: ${link}\n\n`,
    );
    expect(email.html).toContain(
      `<li><strong>See this order in your own account:</strong> <a href="${link}">Create an account for jane@example.com</a></li>`,
    );
  });

  it('has no account link for a signed-in customer (signUpLink null)', () => {
    const email = composeOrderConfirmation(confirmationOf(purchase([flowerOrder()])));
    expect(email.text).not.toContain('sign-up-account');
    expect(email.html).not.toContain('Create an account');
  });
});
