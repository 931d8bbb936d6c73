import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { collectPageErrors, expectNoAccessibilityViolations, waitForHydration } from './support';
import { platformUrl } from './urls';

// The development outbox is read straight from the platform, as a fan would read their email.
const demoPassword = 'Password123!';

function newEmail(label: string): string {
  return `${label}-${randomUUID()}@example.com`;
}

/** The newest code mailed to an address whose subject matches, waiting for the mail to arrive. */
async function mailedCode(request: APIRequestContext, to: string, subject: RegExp): Promise<string> {
  let code: string | undefined;
  await expect(async () => {
    const response = await request.get(`${platformUrl}/api/identity/outbox`, { params: { to } });
    expect(response.ok()).toBe(true);
    const { data } = (await response.json()) as { data: { subject: string; text: string }[] };
    const message = data.find((mail) => subject.test(mail.subject));
    code = message?.text.match(/\b(\d{6})\b/)?.[1];
    expect(code).toBeDefined();
  }).toPass({ timeout: 10_000 });
  return code as string;
}

/** A confirmed account made through the platform's API, for journeys that start after registering. */
async function registeredAccount(request: APIRequestContext, label: string, password: string): Promise<string> {
  const email = newEmail(label);
  const signUp = await request.post(`${platformUrl}/api/identity/sign-up`, {
    data: { username: email, password, attributes: { email, given_name: 'Robin', family_name: 'Reset' } },
  });
  expect(signUp.ok()).toBe(true);
  const code = await mailedCode(request, email, /verification code/);
  const confirm = await request.post(`${platformUrl}/api/identity/confirm-sign-up`, { data: { username: email, code } });
  expect(confirm.ok()).toBe(true);
  return email;
}

/** Presses Tab until the target has focus: proof that a keyboard alone reaches it. */
async function tabTo(page: Page, target: Locator, limit = 40): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** Opens the account panel from the header with the keyboard. */
async function openPanelByKeyboard(page: Page, buttonName: 'Log In' | 'Profile'): Promise<Locator> {
  const button = page.getByRole('banner').getByRole('button', { name: buttonName });
  await button.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog');
  await expect(panel).toBeVisible();
  return panel;
}

async function logInInPanel(page: Page, email: string, password: string): Promise<Locator> {
  const panel = await openPanelByKeyboard(page, 'Log In');
  await tabTo(page, panel.getByRole('textbox', { name: 'Email' }));
  await page.keyboard.type(email);
  await tabTo(page, panel.getByLabel(/^Password/));
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  return panel;
}

async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

test.describe('club accounts', () => {
  // Whole journeys with several argon2 sign-ins and axe runs, on two cores other builds share.
  test.describe.configure({ timeout: 90_000 });

  test('should register with the emailed code, log in, see the account summary and log out', async ({ page, request }) => {
    const errors = collectPageErrors(page);
    const email = newEmail('new-fan');
    await gotoHydrated(page, '/account/register');
    await expect(page).toHaveTitle('Register | Brackwater Blues FC');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

    // The whole form by keyboard.
    await tabTo(page, page.getByRole('textbox', { name: 'First name' }));
    await page.keyboard.type('Nina');
    await page.keyboard.press('Tab');
    await page.keyboard.type('New');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', { name: 'Email' })).toBeFocused();
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel(/^Password/)).toBeFocused();
    await page.keyboard.type('a long phrase for the quayside');
    await page.keyboard.press('Enter');

    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    const code = await mailedCode(request, email, /verification code/);
    await tabTo(page, page.getByRole('textbox', { name: 'Confirmation code' }));
    await page.keyboard.type(code);
    await page.keyboard.press('Enter');

    await expect(page.getByRole('heading', { name: 'Your account is ready' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
    await tabTo(page, page.getByLabel(/^Password/));
    await page.keyboard.type('a long phrase for the quayside');
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL('/');
    const panel = await openPanelByKeyboard(page, 'Profile');
    await expect(panel.getByRole('heading', { name: 'My Account' })).toBeVisible();
    await expect(panel.getByText('Welcome back')).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'Nina New' })).toBeVisible();
    await expect(panel.getByText('Account ID:')).toBeVisible();
    await expect(panel.getByText('You have no subscriptions')).toBeVisible();
    await expectNoAccessibilityViolations(page);

    await tabTo(page, panel.getByRole('button', { name: 'Log Out' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Logged Out' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log In' })).toBeVisible();

    // Logged out for good: a reload finds no session.
    await gotoHydrated(page, '/');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log In' })).toBeVisible();
    expect(errors.filter((error) => !/401|404/.test(error))).toEqual([]);
  });

  test('should announce a wrong password, then log in and list what the fan holds', async ({ page }) => {
    await gotoHydrated(page, '/');
    const panel = await logInInPanel(page, 'audio@example.com', 'not-the-password');
    await expect(panel.getByRole('alert')).toHaveText('Incorrect username or password.');
    await expect(panel.getByRole('heading', { name: 'Log In' })).toBeVisible();
    // Social sign-in is shown but switched off (SPEC 6); the register box arrives after 1 s.
    await expect(panel.getByRole('button', { name: 'Log in with Google' })).toBeDisabled();
    await expect(panel.getByRole('link', { name: 'Register' })).toBeVisible();
    await expectNoAccessibilityViolations(page);

    const password = panel.getByLabel(/^Password/);
    await password.fill(demoPassword);
    await password.press('Enter');
    await expect(panel.getByRole('heading', { name: 'My Account' })).toBeVisible();
    await expect(panel.getByText('Live audio pass')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Logged In' })).toBeVisible();
  });

  test('should refuse a blocked account with its reason', async ({ page }) => {
    await gotoHydrated(page, '/account/login');
    await page.getByRole('textbox', { name: 'Email' }).fill('blocked@example.com');
    await page.getByLabel(/^Password/).fill(demoPassword);
    await page.getByRole('main').getByRole('button', { name: 'Log In', exact: true }).press('Enter');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Your account has been blocked by an administrator');
    await expect(page).toHaveURL('/account/login');
  });

  test('should make reset@example.com choose a new password before logging in', async ({ page }) => {
    await gotoHydrated(page, '/account/login?returnUrl=/news');
    await page.getByRole('textbox', { name: 'Email' }).fill('reset@example.com');
    await page.getByLabel(/^Password/).fill(demoPassword);
    await page.keyboard.press('Enter');

    await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
    await expect(page.getByLabel(/^New Password/)).toBeFocused();
    await page.keyboard.type('a fresh phrase for the new season');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel(/^Confirm New Password/)).toBeFocused();
    await page.keyboard.type('a different phrase entirely');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('New Password does not match');

    await page.getByLabel(/^Confirm New Password/).fill('a fresh phrase for the new season');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/news');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Profile' })).toBeVisible();
  });

  test('should reset a forgotten password with the emailed code', async ({ page, request }) => {
    const email = await registeredAccount(request, 'forgetful', 'the original long phrase');
    await gotoHydrated(page, '/account/forgot-password');
    await expect(page).toHaveTitle('Forgotten password | Brackwater Blues FC');
    await expectNoAccessibilityViolations(page);
    await tabTo(page, page.getByRole('textbox', { name: 'Email' }));
    await page.keyboard.type(email);
    await page.keyboard.press('Enter');

    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    const code = await mailedCode(request, email, /Reset/);
    await tabTo(page, page.getByRole('textbox', { name: 'Code' }));
    await page.keyboard.type(code);
    await tabTo(page, page.getByLabel(/^New Password/));
    await page.keyboard.type('a brand new long phrase');
    await tabTo(page, page.getByLabel(/^Confirm New Password/));
    await page.keyboard.type('a brand new long phrase');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Your password has been reset' })).toBeVisible();

    await page.getByRole('main').getByRole('link', { name: 'Log In' }).click();
    await expect(page).toHaveURL('/account/login');
    await waitForHydration(page);
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByLabel(/^Password/).fill('a brand new long phrase');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Profile' })).toBeVisible();
  });

  test('should update details and change the password on the profile page', async ({ page, request }) => {
    const email = await registeredAccount(request, 'profile', 'the original long phrase');
    await gotoHydrated(page, '/account/profile');
    await expect(page).toHaveTitle('My Account | Brackwater Blues FC');
    const logIn = page.getByRole('main').getByRole('link', { name: 'Log In' });
    await expect(logIn).toBeVisible();
    await expectNoAccessibilityViolations(page);
    await logIn.click();
    await expect(page).toHaveURL('/account/login?returnUrl=%2Faccount%2Fprofile');
    await waitForHydration(page);
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByLabel(/^Password/).fill('the original long phrase');
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL('/account/profile');
    await expect(page.getByRole('heading', { name: 'Your details' })).toBeVisible();
    await expectNoAccessibilityViolations(page);
    const firstName = page.getByRole('textbox', { name: 'First name' });
    await tabTo(page, firstName);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Rowan');
    await tabTo(page, page.getByRole('button', { name: 'Update Details' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Your details have been successfully updated' })).toBeVisible();

    await tabTo(page, page.getByLabel(/^Current Password/));
    await page.keyboard.type('the original long phrase');
    await tabTo(page, page.getByLabel(/^New Password/));
    await page.keyboard.type('the second long phrase');
    await tabTo(page, page.getByLabel(/^Confirm New Password/));
    await page.keyboard.type('the second long phrase');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Your password has been successfully updated' })).toBeVisible();

    const panel = await openPanelByKeyboard(page, 'Profile');
    await expect(panel.getByRole('heading', { name: 'Rowan Reset' })).toBeVisible();
  });

  test('should never follow a return URL off the site', async ({ page, request }) => {
    const email = await registeredAccount(request, 'redirect', 'the original long phrase');
    await gotoHydrated(page, '/account/login?returnUrl=%2F%5Cevil.example%2Fsteal');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByLabel(/^Password/).fill('the original long phrase');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/');

    await gotoHydrated(page, '/account/callback?returnUrl=https%3A%2F%2Fevil.example%2F');
    await expect(page).toHaveURL('/');
  });

  test('should have no accessibility violations on the login and register pages', async ({ page }) => {
    await gotoHydrated(page, '/account/login');
    await expect(page).toHaveTitle('Log In | Brackwater Blues FC');
    await expect(page.getByRole('link', { name: 'Register' })).toBeVisible();
    await expectNoAccessibilityViolations(page);
    await gotoHydrated(page, '/account/register');
    await expectNoAccessibilityViolations(page);
  });
});

/** The platform's identity paths the page asks for from now on. */
function identityRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/identity/')) paths.push(`${request.method()} ${url.pathname}`);
  });
  return paths;
}

test.describe('the "signed in" hint (issue 13)', () => {
  test.describe.configure({ timeout: 90_000 });

  test("should make no sign-in request on a visitor's first load", async ({ page, context }) => {
    const asked = identityRequests(page);
    await gotoHydrated(page, '/');
    // The header shows 'Log In' only once the login check has completed, and a check that asks has
    // sent its request by then.
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log In' })).toBeVisible();
    expect(asked).toEqual([]);
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('club_signed_in');
  });

  test('should stay signed in across a reload, and be a visitor again after logging out', async ({ page, context }) => {
    await gotoHydrated(page, '/');
    const panel = await logInInPanel(page, 'fan@example.com', demoPassword);
    await expect(panel.getByRole('heading', { name: 'My Account' })).toBeVisible();
    // The hint is readable by the page (not httpOnly); the session cookies are not.
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'club_signed_in')).toMatchObject({ value: '1', httpOnly: false, path: '/' });
    expect(cookies.find((cookie) => cookie.name === 'club_access')).toMatchObject({ httpOnly: true });

    const signedIn = identityRequests(page);
    await gotoHydrated(page, '/');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Profile' })).toBeVisible();
    expect(signedIn).toContain('GET /api/identity/login-check');
    const summary = await openPanelByKeyboard(page, 'Profile');
    await expect(summary.getByRole('heading', { name: 'Frankie Fan' })).toBeVisible();

    await tabTo(page, summary.getByRole('button', { name: 'Log Out' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log In' })).toBeVisible();
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('club_signed_in');

    const signedOut = identityRequests(page);
    await gotoHydrated(page, '/');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log In' })).toBeVisible();
    expect(signedOut).toEqual([]);
  });
});
