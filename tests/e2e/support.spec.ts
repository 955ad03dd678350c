import { expect, test, type Page, waitForHydration } from './fixtures';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { addOrderThroughApi } from './basket-helpers';

const run = promisify(execFile);
const PASSWORD = 'a long staff passphrase 42';

/**
 * A support account in the database the shop under test uses (playwright.config.ts pins it in
 * E2E_SQLITE_PATH), made the way staff make one: `npm run staff:create`.
 */
async function createStaff(email: string, name: string): Promise<void> {
  const sqlitePath = process.env.E2E_SQLITE_PATH;
  if (!sqlitePath) throw new Error('playwright.config.ts sets E2E_SQLITE_PATH');
  await run('npm', ['run', '-s', 'staff:create', '--', '--email', email, '--name', name], {
    env: { ...process.env, SQLITE_PATH: sqlitePath, STAFF_PASSWORD: PASSWORD, LOG_LEVEL: 'warn' },
    timeout: 60_000,
  });
}

/** The sign-in form's captcha has solved its challenge in the browser: the form may be sent. */
async function captchaSolved(page: Page): Promise<void> {
  await expect(page.getByTestId('captcha')).toHaveAttribute('data-state', 'ready', {
    timeout: 30_000,
  });
}

/** A shopper's basket with one order and their email, made through the shop's own API. */
async function shopperBasket(page: Page, email: string): Promise<void> {
  await page.goto('/');
  await addOrderThroughApi(page);
  const details = await page.request.post('/api/checkout/update', {
    data: {
      key: 'details',
      orderIndex: 1,
      data: { name: 'Ada Lovelace', email, phone: '07700900123', mailShot: false },
    },
  });
  expect(details.ok()).toBe(true);
}

test('a support agent signs in, finds a basket by email, steps through its history and sees the diff', async ({
  browser,
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const tag = `${testInfo.project.name}-${Date.now()}`;
  const staffEmail = `agent-${tag}@posy.test`;
  const shopperEmail = `shopper-${tag}@example.com`;
  await createStaff(staffEmail, 'Sam Support');
  await shopperBasket(page, shopperEmail);

  // The agent works in their own browser, not the shopper's session.
  const agentContext = await browser.newContext();
  const agent = await agentContext.newPage();
  waitForHydration(agent);
  await agent.goto('/support');
  await expect(agent).toHaveURL(/\/support\/sign-in$/);
  await expect(agent.getByTestId('site-header')).toHaveCount(0);

  // Staff solve the same proof-of-work captcha as shoppers, afresh after a refusal.
  await agent.getByLabel('Email').fill(staffEmail);
  await agent.getByLabel('Password').fill('not the password');
  await captchaSolved(agent);
  await agent.getByRole('button', { name: 'Sign in' }).click();
  await expect(agent.getByRole('alert')).toHaveText('Sorry, that email and password do not match.');
  await agent.getByLabel('Password').fill(PASSWORD);
  await captchaSolved(agent);
  await agent.getByRole('button', { name: 'Sign in' }).click();
  await expect(agent.getByRole('heading', { name: 'Find a basket' })).toBeVisible();
  await expect(agent.getByTestId('support-staff-name')).toContainText('Sam Support');

  await agent.getByLabel('Basket id, order number, customer email or session').fill(shopperEmail);
  await agent.getByRole('button', { name: 'Search' }).click();
  const rows = agent.getByTestId('support-result-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(shopperEmail);
  await expect(rows.first()).toContainText('open');
  await rows.first().getByTestId('support-result-link').click();

  const events = agent.getByTestId('support-event');
  await expect(events.first()).toBeVisible();
  const count = await events.count();
  expect(count).toBeGreaterThanOrEqual(2);
  await expect(events.first().getByTestId('support-event-summary')).toContainText('Added');
  await expect(agent.getByTestId('support-audit-entry').first()).toContainText(
    `Opened by Sam Support (${staffEmail}) on `,
  );

  // The latest version: the shopper gave their details.
  const version = agent.getByTestId('support-version');
  await expect(version).toHaveText(`Version ${count} of ${count}`);
  await expect(agent.getByTestId('support-changes')).toContainText(shopperEmail);
  await expect(agent.getByRole('button', { name: 'Next version' })).toBeDisabled();

  // Back through the history with the keyboard to the add.
  for (let step = count - 1; step >= 1; step -= 1) {
    await agent.keyboard.press('ArrowLeft');
    await expect(version).toHaveText(`Version ${step} of ${count}`);
  }
  await expect(agent.getByTestId('support-changes')).toContainText('Order 1 added');
  await expect(
    agent.getByTestId('support-replay-state').getByTestId('order-summary-1'),
  ).toBeVisible();
  await expect(agent.getByTestId('support-replay-totals')).toContainText('Not yet given');

  // And forward again with the button and the raw JSON of the first event.
  await agent.getByRole('button', { name: 'Next version' }).click();
  await expect(version).toHaveText(`Version 2 of ${count}`);
  await events.first().getByRole('button', { name: 'Show raw JSON' }).click();
  await expect(events.first().getByTestId('support-event-json')).toContainText('"data"');

  const download = agent.waitForEvent('download');
  await agent.getByRole('button', { name: 'Download history (CSV)' }).click();
  expect((await download).suggestedFilename()).toMatch(/^basket-.+-history\.csv$/);

  await agent.getByRole('button', { name: 'Sign out' }).click();
  await expect(agent).toHaveURL(/\/support\/sign-in$/);
  await agentContext.close();
});
