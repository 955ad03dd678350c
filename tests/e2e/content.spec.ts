import { FORM_MESSAGES } from '@shop/contracts';
import { expect, test, type Page } from './fixtures';

/** Console errors and warnings, and page errors. */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

test('a content page, one of its section pages, and an unknown page', async ({ page }) => {
  const problems = collectProblems(page);
  const api = (await (await page.request.get('/api/content-page/about-us')).json()).data as {
    heading: string;
    seoTitle: string;
    sections: { slug: string; title: string }[];
  };
  const response = await page.goto('/about-us');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(api.heading);
  await expect(page).toHaveTitle(`${api.seoTitle} | Posy`);
  for (const section of api.sections) {
    await expect(page.getByRole('heading', { level: 2, name: section.title })).toBeVisible();
  }
  const [first] = api.sections;
  const sectionPage = await page.goto(`/about-us/${first.slug}`);
  expect(sectionPage?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: first.title }).first()).toBeVisible();
  expect(problems).toEqual([]);

  expect((await page.goto('/no-such-page'))?.status()).toBe(404);
  await expect(page.getByTestId('not-found-page')).toBeVisible();
  expect((await page.goto('/about-us/no-such-section'))?.status()).toBe(404);
});

/** The delivery page's prices: a table named by its caption, with its header cells. */
async function expectDeliveryTable(page: Page) {
  const table = page.getByRole('table', { name: 'Delivery options' });
  await expect(table).toBeVisible();
  await expect(table.getByRole('columnheader')).toHaveText(['Option', 'Price', 'Days']);
  await expect(table.getByRole('row', { name: /Standard Delivery FREE/ })).toBeVisible();
  await expect(table.locator('tbody tr')).toHaveCount(5);
}

test('the delivery page shows its prices as a table', async ({ page }) => {
  await page.goto('/delivery');
  await expectDeliveryTable(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the delivery page shows its prices as a table', async ({ page }) => {
    await page.goto('/delivery');
    await expectDeliveryTable(page);
  });
});

test('the journal lists its posts and opens one', async ({ page }) => {
  await page.goto('/journal');
  const cards = page.getByTestId('journal-card');
  await expect(cards.first()).toBeVisible();
  const title = (await cards.first().getByRole('heading').textContent())?.trim() ?? '';
  await cards.first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/journal\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByTestId('journal-post-date')).toHaveText(
    /^\d{1,2}(st|nd|rd|th) [A-Z][a-z]+ \d{4}$/,
  );
});

test("the freshness guarantee's cards open to say why", async ({ page }) => {
  await page.goto('/freshness-guarantee');
  const toggle = page.getByTestId('freshness-card-toggle').first();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByTestId('freshness-card').first()).toContainText('14 days');
});

test('feedback is sent and thanked for', async ({ page }, testInfo) => {
  await page.goto('/feedback');
  const form = page.getByTestId('feedback-form');
  await form.getByTestId('feedback-rating-5').check({ force: true });
  await form
    .getByLabel('Your comments')
    .fill(`Lovely roses, delivered on time (${testInfo.project.name}).`);
  await form.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page.getByTestId('feedback-form-thanks')).toHaveText(FORM_MESSAGES.feedbackThanks);
});

test('the menu opens an item with the keyboard and Escape closes it again', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  if (testInfo.project.name === 'phone') {
    await page.getByTestId('menu-toggle').click();
    const toggle = page.getByTestId('nav-toggle-flowers');
    // Focus reaching the menu loads its code; Enter works once it is there.
    await expect(async () => {
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true', { timeout: 500 });
    }).toPass();
    const panel = page.getByTestId('nav-panel-flowers');
    await expect(panel.getByTestId('nav-tiles').getByRole('link')).toHaveCount(4);
    await expect(panel.getByTestId('nav-back')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  } else {
    const toggle = page.getByTestId('nav-toggle-flowers');
    // Focus reaching the header loads the menu's code; the keys work once it is there.
    await toggle.focus();
    await expect(async () => {
      await toggle.focus();
      await page.keyboard.press('ArrowDown');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true', { timeout: 500 });
    }).toPass();
    await expect(page.getByTestId('nav-panel-flowers').getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  }
});
