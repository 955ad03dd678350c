import type { ReminderDue } from '@shop/contracts';
import { composeReminderEmail, reminderSubject } from './reminder.email';

const DUE: ReminderDue['data'] = {
  reminderId: '0b7c2f8e-1f5e-4a55-9c55-6d1f0f7f1a11',
  customerId: 'c1',
  occasionDate: '2026-06-11',
  occasion: 'Birthday',
  recipientName: 'Jane <3',
  note: 'Loves sunflowers\nNot lilies',
  productId: 131,
  email: 'cara@example.com',
  customerName: 'Cara Customer',
};
const ORIGIN = 'https://shop.example';

describe('reminder email', () => {
  it('says whose occasion and when, the note, a gift link and the stop link', () => {
    const email = composeReminderEmail(DUE, ORIGIN, 'id.mac');
    expect(email.to).toBe('cara@example.com');
    expect(email.cc).toBeNull();
    expect(email.subject).toBe("Reminder: Jane <3's birthday is on Thursday 11th June");
    const lines = email.text.split('\n');
    for (const line of [
      'Hello Cara Customer,',
      "Jane <3's birthday is on Thursday 11th June. There is still time to send something lovely.",
      'Your note:',
      'Loves sunflowers',
      'Not lilies',
      'Choose a gift: https://shop.example/continue-purchase/131',
      'Stop these reminders: https://shop.example/account/reminder-service/deactivate/id.mac',
    ]) {
      expect(lines).toContain(line);
    }
    expect(email.html).toContain('<a href="https://shop.example/continue-purchase/131">');
    expect(email.html).toContain(
      '<a href="https://shop.example/account/reminder-service/deactivate/id.mac">Stop these reminders</a>',
    );
    expect(email.html).toContain('Jane &lt;3&#39;s birthday');
    expect(email.html).not.toContain('Jane <3');
  });

  it('words each occasion; no note, no note section; no product, the flowers', () => {
    const subjects = (['Anniversary', "Mother's Day", 'Christmas', 'Other'] as const).map(
      (occasion) => reminderSubject({ ...DUE, occasion, recipientName: 'Sam' }),
    );
    expect(subjects).toEqual([
      "Reminder: Sam's anniversary is on Thursday 11th June",
      "Reminder: Mother's Day for Sam is on Thursday 11th June",
      'Reminder: Christmas for Sam is on Thursday 11th June',
      'Reminder: your occasion for Sam is on Thursday 11th June',
    ]);
    const plain = composeReminderEmail({ ...DUE, note: '  ', productId: null }, ORIGIN, 't.m');
    expect(plain.text).not.toContain('Your note');
    expect(plain.text).toContain('Choose a gift: https://shop.example/category/flowers');
  });
});
