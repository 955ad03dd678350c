import { ACCOUNT_MESSAGES } from './account.messages';
import { AccountRefused, checkNewAccount, normaliseEmail } from './account';
import { isLongEnough, MIN_PASSWORD_LENGTH } from './password-rules';

const valid = {
  email: '  Ada@Posy.TEST ',
  name: ' Ada Support ',
  password: 'violets-are-blue',
  role: 'support' as const,
};

const refusal = (over: Partial<typeof valid>): string => {
  try {
    checkNewAccount({ ...valid, ...over });
  } catch (error) {
    if (error instanceof AccountRefused) return error.message;
    throw error;
  }
  return 'accepted';
};

describe('new account rules', () => {
  it('stores the email trimmed and lower-cased, the name trimmed', () => {
    expect(checkNewAccount(valid)).toEqual({ email: 'ada@posy.test', name: 'Ada Support' });
    expect(normaliseEmail(' Grace@Example.COM')).toBe('grace@example.com');
  });

  it('refuses a malformed or overlong email, an empty or overlong name, a short password', () => {
    expect(refusal({ email: 'ada@posy' })).toBe(ACCOUNT_MESSAGES.badEmail);
    expect(refusal({ email: `${'a'.repeat(250)}@b.co` })).toBe(ACCOUNT_MESSAGES.badEmail);
    expect(refusal({ name: '   ' })).toBe(ACCOUNT_MESSAGES.badName);
    expect(refusal({ name: 'x'.repeat(101) })).toBe(ACCOUNT_MESSAGES.badName);
    expect(refusal({ password: 'x'.repeat(MIN_PASSWORD_LENGTH - 1) })).toBe(
      'Passwords must be at least 10 characters long.',
    );
    expect(refusal({ name: 'x'.repeat(100), password: 'x'.repeat(MIN_PASSWORD_LENGTH) })).toBe(
      'accepted',
    );
  });

  it('checks the email first, then the name, then the password', () => {
    expect(refusal({ email: 'nope', name: '', password: '' })).toBe(ACCOUNT_MESSAGES.badEmail);
    expect(refusal({ name: '', password: '' })).toBe(ACCOUNT_MESSAGES.badName);
  });

  it('accepts a password of exactly the minimum length', () => {
    expect(isLongEnough('x'.repeat(MIN_PASSWORD_LENGTH))).toBe(true);
    expect(isLongEnough('x'.repeat(MIN_PASSWORD_LENGTH - 1))).toBe(false);
  });
});
