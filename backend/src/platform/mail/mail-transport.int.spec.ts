import { smtpTransport, type MailMessage } from './mail-transport';
import { startTestSmtpServer } from './mail.test-kit';

const MESSAGE: MailMessage = {
  from: 'Posy Flowers <hello@posy.example>',
  to: 'ann@example.com',
  cc: 'buyer@example.com',
  subject: 'Your order P1000001',
  text: 'Thank you',
  html: '<p>Thank you</p>',
  messageId: '<order-confirmation.e1@posy.example>',
};

describe('the SMTP transport', () => {
  let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
  let handedOver: boolean;
  /** For each message the server received whole: whether it had been handed over by then. */
  let ends: boolean[];
  beforeEach(async () => {
    handedOver = false;
    ends = [];
    smtp = await startTestSmtpServer({
      beforeAnswer: async () => {
        ends.push(handedOver);
      },
    });
  });
  afterEach(async () => {
    await smtp.close();
  });

  it('ends the message only after the hand-over, then the server has it with its Message-ID', async () => {
    const transport = smtpTransport(smtp.url);
    await transport.send(MESSAGE, async () => {
      expect(smtp.received).toEqual([]);
      handedOver = true;
    });
    transport.close();
    expect(ends).toEqual([true]);
    expect(smtp.received).toEqual([
      expect.objectContaining({
        mailFrom: 'hello@posy.example',
        rcptTo: ['ann@example.com', 'buyer@example.com'],
        text: 'Thank you',
        html: '<p>Thank you</p>',
      }),
    ]);
    expect(smtp.received[0].headers['message-id']).toBe(MESSAGE.messageId);
    expect(smtp.received[0].headers.subject).toBe('Your order P1000001');
  });

  it('delivers nothing when the hand-over fails: the server never gets the message end', async () => {
    const transport = smtpTransport(smtp.url);
    await expect(
      transport.send(MESSAGE, () => Promise.reject(new Error('the claim was taken over'))),
    ).rejects.toThrow();
    transport.close();
    expect(ends).toEqual([]);
    expect(smtp.received).toEqual([]);
  });
});
