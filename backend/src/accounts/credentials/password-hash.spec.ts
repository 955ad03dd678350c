import { hashPassword, verifyPassword } from './password-hash';

describe('password hashes', () => {
  it('verifies the password it was made from and nothing else, salted afresh each time', async () => {
    const stored = await hashPassword('violets-are-blue');
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{86}$/);
    expect(await verifyPassword('violets-are-blue', stored)).toBe(true);
    expect(await verifyPassword('violets-are-red', stored)).toBe(false);
    expect(await hashPassword('violets-are-blue')).not.toBe(stored);
  });

  it('treats a malformed stored hash as no match', async () => {
    expect(await verifyPassword('anything', 'plain-text')).toBe(false);
    expect(await verifyPassword('anything', 'scrypt$x$8$1$c2FsdA$aGFzaA')).toBe(false);
  });
});
