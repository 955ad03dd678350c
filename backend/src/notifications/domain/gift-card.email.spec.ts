import { giftCardIssued } from '../notifications.test-kit';
import { composeGiftCardEmail, giftCardSendAfter } from './gift-card.email';

const ORIGIN = 'https://shop.example';

describe('the gift card email', () => {
  it('goes to the recipient with a copy to the buyer: sender, message, amount, code, expiry, link', () => {
    const email = composeGiftCardEmail(giftCardIssued().data, ORIGIN);
    expect(email.to).toBe('alex@example.com');
    expect(email.cc).toBe('jane@example.com');
    expect(email.subject).toBe('Jane Buyer has sent you a Posy Flowers gift card');
    expect(email.text).toBe(
      [
        'Hello Alex Friend,',
        '',
        'Jane Buyer has sent you a Posy Flowers gift card worth £25.00.',
        '',
        'Their message:',
        'Happy birthday!',
        '',
        'Your gift card',
        'Amount: £25.00',
        'Code: ABCD-EFGH-JKLM-NPQR',
        'Valid until: 4th June 2028',
        'See your gift card: https://shop.example/gift-card/P1000002/ABCDEFGHJKLMNPQR',
        '',
        'Choose something lovely at https://shop.example and enter the code when you pay.',
        '',
        'With love from everyone at Posy Flowers',
        '',
      ].join('\n'),
    );
    expect(email.html).toContain('<li><strong>Code:</strong> ABCD-EFGH-JKLM-NPQR</li>');
    expect(email.html).toContain(
      '<a href="https://shop.example/gift-card/P1000002/ABCDEFGHJKLMNPQR">Open your gift card</a>',
    );
  });

  it('sends no copy when the buyer is the recipient, and leaves out an empty message', () => {
    const email = composeGiftCardEmail(
      giftCardIssued({ recipientEmail: 'JANE@example.com', message: '  ' }).data,
      ORIGIN,
    );
    expect(email.cc).toBeNull();
    expect(email.text).not.toContain('Their message');
    expect(email.html).not.toContain('Their message');
  });

  it('escapes the names and the message, keeping its line breaks', () => {
    const email = composeGiftCardEmail(
      giftCardIssued({
        buyerName: '<img src=x onerror=alert(1)>',
        message: 'Love you\n<a href="https://evil.example">click</a>',
      }).data,
      ORIGIN,
    );
    expect(email.html).not.toContain('<img');
    expect(email.html).not.toContain('<a href="https://evil.example">');
    expect(email.html).toContain(
      '<p>Love you<br>&lt;a href=&quot;https://evil.example&quot;&gt;click&lt;/a&gt;</p>',
    );
    expect(email.text).toContain(
      'Their message:\nLove you\n<a href="https://evil.example">click</a>',
    );
  });

  it('is sent from the start of the send date in London, or now when that has begun', () => {
    const now = new Date('2026-06-04T10:00:00Z');
    // 10th June starts at 23:00 UTC the day before (British Summer Time).
    expect(giftCardSendAfter({ sendDate: '2026-06-10' }, now)).toEqual(
      new Date('2026-06-09T23:00:00Z'),
    );
    expect(giftCardSendAfter({ sendDate: '2026-12-10' }, now)).toEqual(
      new Date('2026-12-10T00:00:00Z'),
    );
    expect(giftCardSendAfter({ sendDate: '2026-06-04' }, now)).toEqual(now);
    expect(giftCardSendAfter({ sendDate: '2026-06-01' }, now)).toEqual(now);
  });
});
