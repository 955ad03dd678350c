import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetSessionIdentity, setSessionIdentity } from './session-identity';

beforeEach(() => {
  window.dataLayer = [];
  resetSessionIdentity();
});
afterEach(() => {
  delete window.dataLayer;
});

describe('the identity for analytics (spec 000 §4, spec 001 §4)', () => {
  it('is set once the session check returns a customer id and an email, as the id only', () => {
    setSessionIdentity({ customerId: 42, email: 'ada@example.co.uk' });
    setSessionIdentity({ customerId: 42, email: 'ada@example.co.uk' });
    expect(window.dataLayer).toEqual([{ event: 'user_identity', user_id: '42' }]);
    expect(JSON.stringify(window.dataLayer)).not.toContain('ada@');
  });

  it('is not set for a guest, nor with only one of the two', () => {
    setSessionIdentity({ customerId: null, email: null });
    setSessionIdentity({ customerId: 42, email: null });
    setSessionIdentity({ customerId: null, email: 'ada@example.co.uk' });
    setSessionIdentity(null);
    expect(window.dataLayer).toEqual([]);
  });

  it('is cleared when the session no longer has a customer, and changes with the customer', () => {
    setSessionIdentity({ customerId: 42, email: 'ada@example.co.uk' });
    setSessionIdentity({ customerId: null, email: null });
    setSessionIdentity({ customerId: 'c-7', email: 'bo@example.co.uk' });
    expect(window.dataLayer).toEqual([
      { event: 'user_identity', user_id: '42' },
      { event: 'user_identity', user_id: null },
      { event: 'user_identity', user_id: 'c-7' },
    ]);
  });
});
