import type { Page } from '@playwright/test';

/** Fills the test provider's card form with `number` and a valid expiry, CVC and name. */
export async function fillCard(page: Page, number: string): Promise<void> {
  const form = page.getByTestId('card-form');
  await form.getByLabel('Card number').fill(number);
  await form.getByLabel('Expiry date (MM / YY)').fill('12 / 40');
  await form.getByLabel('Security code (CVC)').fill('123');
  await form.getByLabel('Name on card').fill('Grace Hopper');
}
