import type { DiscountCodeDefinition } from '../domain/discount-code';

const products = { amountOff: null, scope: 'products' as const, minimumSpend: 0 };
const always = {
  isCodeVisible: true,
  validFrom: null,
  validUntil: null,
  fallbackCode: null,
  usageLimit: null,
  perCustomerLimit: null,
  affiliateId: null,
};

/** The codes of docs/business-rules.md "Discount codes and affiliates", seeded by `discount-v1`. */
export const SEED_DISCOUNT_CODES: DiscountCodeDefinition[] = [
  {
    ...always,
    code: 'WELCOME10',
    rule: {
      ...products,
      percentOff: 10,
      minimumSpend: 2000,
      requirementMessage: 'Spend £20 or more to use WELCOME10.',
    },
    // A welcome: once per customer.
    perCustomerLimit: 1,
  },
  {
    ...always,
    code: 'SPRING5',
    rule: {
      percentOff: null,
      amountOff: 500,
      scope: 'products',
      minimumSpend: 3000,
      requirementMessage: 'Spend £30 or more to use SPRING5.',
    },
  },
  {
    ...always,
    code: 'HAMPER20',
    rule: {
      percentOff: 20,
      amountOff: null,
      scope: 'hampers',
      minimumSpend: 0,
      requirementMessage: 'HAMPER20 applies to hampers only.',
    },
  },
  {
    ...always,
    code: 'NEWBOX15',
    rule: { ...products, percentOff: 15, requirementMessage: 'NEWBOX15 applies to products only.' },
    affiliateId: 'newbox15',
  },
  {
    ...always,
    code: 'XMAS2025',
    rule: { ...products, percentOff: 15, requirementMessage: 'XMAS2025 applies to products only.' },
    validFrom: '2025-11-01',
    validUntil: '2025-12-24',
    fallbackCode: 'WELCOME10',
  },
  {
    ...always,
    code: 'TEAMGIFT',
    rule: { ...products, percentOff: 10, requirementMessage: 'TEAMGIFT applies to products only.' },
    isCodeVisible: false,
  },
];
