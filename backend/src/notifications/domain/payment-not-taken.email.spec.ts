import { composePaymentNotTaken } from './payment-not-taken.email';

const INPUT = {
  to: 'grace@example.com',
  name: 'Grace <Hopper>',
  amount: 3500,
  attemptedOn: '2026-06-04' as const,
  givenBack: false,
  publicOrigin: 'https://shop.example',
};

describe('the payment-not-taken email', () => {
  it('says nothing was charged and how to pay again, word for word', () => {
    const email = composePaymentNotTaken(INPUT);
    expect(email.to).toBe('grace@example.com');
    expect(email.cc).toBeNull();
    expect(email.subject).toBe('Your Posy Flowers payment did not go through');
    expect(email.text).toBe(
      [
        'Hello Grace <Hopper>,',
        'Your payment of £35.00 on Thursday 4th June did not go through, and nothing has been charged to your card.',
        'Your basket is still saved on the device you used. To send your order, open https://shop.example/payment there and pay again.',
        'With love from everyone at Posy Flowers',
      ].join('\n\n') + '\n',
    );
    expect(email.html).toContain('<p>Hello Grace &lt;Hopper&gt;,</p>');
    expect(email.html).not.toContain('<Hopper>');
  });

  it('says a gift card or Posy Points it used are given back', () => {
    expect(composePaymentNotTaken({ ...INPUT, givenBack: true }).text).toContain(
      'The gift card balance and Posy Points™ it would have used are yours again.',
    );
  });
});
