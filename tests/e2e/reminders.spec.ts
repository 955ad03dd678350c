import { signUpThroughApi, uniqueEmail } from './account-helpers';
import { expect, test, type Page } from './fixtures';

/** Nothing sticks out sideways (the phone project is 360 px wide). */
async function expectNoSideways(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test('a customer adds a reminder, sees it listed, edits it and deactivates it', async ({
  page,
}) => {
  await page.goto('/');
  // Signed up through the API in the page's own context, so the page is signed in too.
  await signUpThroughApi(page, uniqueEmail('reminders'));
  await page.goto('/account/reminder-service');
  const list = page.getByTestId('reminder-list-page');
  await expect(list.getByRole('heading', { level: 1, name: 'Reminder Service' })).toBeVisible();
  await expect(list.getByTestId('reminder-empty')).toHaveText('You have no reminders yet.');

  await list.getByRole('link', { name: 'Add a reminder' }).click();
  const form = page.getByTestId('reminder-form');
  await expect(page.getByRole('heading', { level: 1, name: 'Add a Reminder' })).toBeVisible();
  await form.getByLabel('Occasion').selectOption('Birthday');
  await form.getByLabel('Day').selectOption('11');
  await form.getByLabel('Month').selectOption({ label: 'June' });
  await form.getByLabel('Who is it for?').fill('Jane');
  await form.getByLabel(/^Note/).fill('Loves sunflowers');
  await expect(form.getByTestId('reminder-note-count')).toHaveText('484 characters left');
  await expectNoSideways(page);
  await form.getByRole('button', { name: 'Save Reminder' }).click();

  await expect(page.getByTestId('reminder-notice')).toHaveText('Your reminder has been saved.');
  const item = page.getByTestId('reminder-item');
  await expect(item).toHaveCount(1);
  await expect(item.getByRole('heading', { level: 2 })).toHaveText('Birthday');
  await expect(item.getByTestId('reminder-recipient-text')).toHaveText('Jane');
  await expect(item.getByTestId('reminder-date-text')).toHaveText(
    /^Every year on 11th June \(next: \w+day 11th June 20\d\d\)$/,
  );

  await expectNoSideways(page);

  await item.getByRole('link', { name: 'Edit Birthday for Jane' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Reminder' })).toBeVisible();
  await expect(form.getByLabel('Who is it for?')).toHaveValue('Jane');
  await expect(form.getByLabel('Day')).toHaveValue('11');
  await form.getByLabel('Occasion').selectOption('Anniversary');
  await form.getByLabel('Who is it for?').fill('Jane and Sam');
  await form.getByRole('button', { name: 'Save Reminder' }).click();
  await expect(page.getByTestId('reminder-notice')).toHaveText('Your reminder has been saved.');
  await expect(item.getByRole('heading', { level: 2 })).toHaveText('Anniversary');
  await expect(item.getByTestId('reminder-recipient-text')).toHaveText('Jane and Sam');

  // The shop's own dates take no day or month.
  await page.getByRole('link', { name: 'Add a reminder' }).click();
  await form.getByLabel('Occasion').selectOption('Christmas');
  await expect(form.getByLabel('Day')).toHaveCount(0);
  await form.getByLabel('Who is it for?').fill('Grandma');
  await form.getByRole('button', { name: 'Save Reminder' }).click();
  await expect(page.getByTestId('reminder-item')).toHaveCount(2);
  // Soonest first: which comes first depends on today.
  const grandma = page.getByTestId('reminder-item').filter({ hasText: 'Grandma' });
  await expect(grandma.getByTestId('reminder-date-text')).toHaveText(
    /^Every year on 25th December \(next: \w+day 25th December 20\d\d\)$/,
  );

  await page.getByRole('button', { name: 'Deactivate Anniversary for Jane and Sam' }).click();
  await page.getByRole('button', { name: 'Yes, deactivate' }).click();
  await expect(page.getByTestId('reminder-notice')).toHaveText('Your reminder has been stopped.');
  await expect(page.getByTestId('reminder-item')).toHaveCount(1);
  await expect(page.getByTestId('reminder-recipient-text')).toHaveText('Grandma');

  await page.reload();
  await expect(page.getByTestId('reminder-item')).toHaveCount(1);
});

test("the email's stop link works without signing in, and says when it is not valid", async ({
  page,
}) => {
  await page.goto('/account/reminder-service/deactivate/not-a-real-link');
  await expect(page.getByRole('heading', { level: 1, name: 'Stop Reminders' })).toBeVisible();
  await expect(page.getByTestId('reminder-stop-refused')).toHaveText(
    'Sorry, that link is not valid. You can stop reminders from your account.',
  );
  await expect(page).toHaveURL(/\/account\/reminder-service\/deactivate\/not-a-real-link$/);
});
