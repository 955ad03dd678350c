import { PASSWORD, signUpLinkMailedTo, signUpThroughApi, uniqueEmail } from './account-helpers';
import { expect, test, type Page } from './fixtures';

const NEW_PASSWORD = 'peonies-in-june';
const WRONG = 'Sorry, that email address and password do not match an account.';

/** The captcha has solved its challenge in the browser: the form may be sent. */
async function captchaSolved(page: Page) {
  await expect(page.getByTestId('captcha')).toHaveAttribute('data-state', 'ready', {
    timeout: 30_000,
  });
}

/** Signs up through the form and follows the mailed link; answers the link. */
async function signUpThroughForm(page: Page, email: string): Promise<string> {
  await page.goto('/sign-up');
  await page.getByLabel('Your name').fill('Cara Customer');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Choose a password').fill(PASSWORD);
  await captchaSolved(page);
  await page.getByRole('button', { name: 'Create Account' }).click();
  // Nobody is signed in yet: the address is mailed a link, whoever owns it.
  await expect(page.getByTestId('sign-up-sent')).toHaveText(
    "Thanks! We've sent you an email to finish creating your account. Please check your inbox.",
  );
  await expect(page).toHaveURL(/\/sign-up$/);
  // The link makes the account, signed in in this browser.
  const link = await signUpLinkMailedTo(page.request, email);
  await page.goto(new URL(link).pathname);
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
  return link;
}

async function signInThroughForm(page: Page, email: string, password: string) {
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await captchaSolved(page);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test('sign up, sign out, then sign in again solving the captcha in the browser', async ({
  page,
}) => {
  const email = uniqueEmail('journey');
  await page.goto('/');
  const header = page.getByRole('banner');
  await header.getByRole('link', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/sign-up$/);
  const link = await signUpThroughForm(page, email);
  await expect(page.getByTestId('account-email')).toHaveText(email);

  // Signed in, the header offers My Account and Sign Out.
  await expect(header.getByTestId('header-my-account')).toBeVisible();
  await header.getByTestId('header-sign-out').click();
  await expect(page).toHaveURL(/\/$/);
  await expect(header.getByTestId('header-sign-in')).toBeVisible();

  // The link works once: followed again, it says the account is there.
  await page.goto(new URL(link).pathname);
  await expect(page.getByTestId('sign-up-confirm-refused')).toHaveText(
    'There is already an account with this email address. Please sign in, or reset your password.',
  );
  await expect(header.getByTestId('header-sign-in')).toBeVisible();

  // An account page sends a guest to sign in, and back there afterwards.
  await page.goto('/account/edit-details');
  await expect(page).toHaveURL(/\/sign-in\?redirect=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  const submit = page.getByRole('button', { name: 'Sign In' });
  await signInThroughForm(page, email, 'not-my-password');
  await expect(page.getByTestId('sign-in-errors')).toHaveText(WRONG);
  // The used solution is replaced: the button waits for the new one.
  await captchaSolved(page);
  await expect(submit).toBeEnabled();
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await submit.click();
  await expect(page).toHaveURL(/\/account\/edit-details$/);
  await expect(page.getByLabel('Your name')).toHaveValue('Cara Customer');

  // Signed in, the sign-in page is not for them.
  await page.goto('/sign-in');
  await expect(page).toHaveURL(/\/account$/);
});

test('reset a forgotten password through the emailed link', async ({ page, request }) => {
  // A customer made through the API, outside the page's cookie jar: the page is a guest.
  const email = uniqueEmail('reset');
  await signUpThroughApi(request, email);

  await page.goto('/sign-in');
  await page.getByRole('link', { name: 'Forgotten your password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgotten Password' })).toBeVisible();
  await page.getByLabel('Email address').fill(email);
  await captchaSolved(page);
  await page.getByRole('button', { name: 'Send me a link' }).click();
  await expect(page.getByTestId('forgot-password-sent')).toHaveText(
    "If there is an account for that email address, we've sent it a link. Please check your inbox.",
  );

  // The email, as the outbox has it (no mail server in tests).
  let link = '';
  await expect(async () => {
    const answer = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
    const [latest] = (await answer.json()).data as { subject: string; text: string }[];
    expect(latest?.subject).toBe('Reset your Posy password');
    link = latest.text.match(/https?:\/\/[^\s]+\/forgot-password\/[A-Za-z0-9_.-]+/)![0];
  }).toPass({ timeout: 15_000 });
  await page.goto(new URL(link).pathname);
  await expect(page).toHaveTitle('Reset Password | Posy');
  await page.getByLabel('New password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(page.getByLabel('New password')).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page).toHaveURL(/\/account$/);

  // The link works once: used again, it goes back to /forgot-password with its message.
  await page.getByTestId('account-sign-out').click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto(new URL(link).pathname);
  await expect(page).toHaveURL(/\/forgot-password\?key=refused$/);
  await expect(page.getByTestId('forgot-password-key-refused')).toHaveText(
    'Sorry, that password reset link is not valid or has been used. Please ask for a new one.',
  );

  await page.goto('/sign-in');
  await signInThroughForm(page, email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/account$/);
});
