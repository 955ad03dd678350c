import { staffAccess } from './support-staff.guard';

describe('staffAccess', () => {
  it('lets staff in, answers 403 to a signed-in customer and 401 to nobody', () => {
    expect(staffAccess({ customerId: null, account: { id: 'a1', role: 'support' } })).toBe('staff');
    // A customer's session carries the customer's id and no staff account.
    expect(staffAccess({ customerId: 'c1', account: null })).toBe(403);
    expect(staffAccess({ customerId: 'c1' })).toBe(403);
    expect(staffAccess({ customerId: null, account: { id: 'a2', role: 'customer' } })).toBe(403);
    expect(staffAccess({ customerId: null, account: null })).toBe(401);
    expect(staffAccess(undefined)).toBe(401);
  });
});
