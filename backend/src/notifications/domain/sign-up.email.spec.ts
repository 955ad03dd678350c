import { signUpAttemptEmail, signUpEmail } from './sign-up.email';

describe('sign-up emails', () => {
  it('mails a new address the link that makes the account', () => {
    const email = signUpEmail('new@example.com', 'https://shop.test/sign-up/confirm/abc.def');
    expect(email).toMatchObject({
      to: 'new@example.com',
      subject: 'Finish creating your Posy account',
    });
    expect(email.text).toContain('Create my account: https://shop.test/sign-up/confirm/abc.def\n');
    expect(email.text).toContain('The link works once, within 24 hours.');
  });

  it('tells an address with an account that someone tried, with the ways in and no key', () => {
    const email = signUpAttemptEmail('owner@example.com', 'https://shop.test');
    expect(email.subject).toBe('You already have a Posy account');
    expect(email.text).toContain(
      'Someone (we hope you) just tried to create a Posy account with this email address, but it already has one.',
    );
    expect(email.text).toContain('Sign in: https://shop.test/sign-in\n');
    expect(email.text).toContain(
      'Forgotten your password? Reset it: https://shop.test/forgot-password\n',
    );
    expect(email.html).toContain('href="https://shop.test/sign-in"');
    expect(email.html).toContain('href="https://shop.test/forgot-password"');
    expect(email.html).toContain('<html lang="en-GB">');
  });
});
