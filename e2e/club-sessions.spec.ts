import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { collectPageErrors, expectNoAccessibilityViolations, freshAccount, freshPassword, signInToStudio, waitForHydration } from './support';
import { clubUrl, studioUrl } from './urls';

// Sessions a fan controls (issue 28, done-when 2): a fan signed in on two browsers sees both in
// "Signed-in devices", ends the other with their password, and the other is signed out at its next request; "End all
// sessions" in the studio's fans desk does the same for every device at once.

const iphoneSafari =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

/** A browser of the fan's own, a returning fan who already chose about cookies, signed in through the club site. */
async function fanBrowser(browser: Browser, email: string, userAgent?: string): Promise<{ context: BrowserContext; page: Page }> {
  const cookie = (name: string, value: string) => ({ name, value, domain: '127.0.0.1', path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' as const });
  const context = await browser.newContext({
    baseURL: clubUrl,
    ...(userAgent ? { userAgent } : {}),
    storageState: { cookies: [cookie('club_cookie_consent', '1'), cookie('club_promos_seen', '1.2.3.4.5')], origins: [] },
  });
  const signedIn = await context.request.post('/api/identity/authenticate', {
    data: { username: email, password: freshPassword },
    ...(userAgent ? { headers: { 'user-agent': userAgent } } : {}),
  });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
  const page = await context.newPage();
  return { context, page };
}

/** The club's home page, hydrated, with the header saying who is here once the login check has answered. */
async function home(page: Page, profileButton: 'Profile' | 'Log In'): Promise<void> {
  await page.goto('/');
  await waitForHydration(page);
  await expect(page.getByRole('banner').getByRole('button', { name: profileButton })).toBeVisible();
}

test.describe('sessions a fan controls', () => {
  test('a fan on two browsers sees both in "Signed-in devices", signs the other out, and it is signed out at its next request', async ({
    browser,
    request,
  }) => {
    const email = await freshAccount(request, 'two-browsers', { given_name: 'Dee', family_name: 'Devices' });
    const laptop = await fanBrowser(browser, email);
    const phone = await fanBrowser(browser, email, iphoneSafari);
    const errors = collectPageErrors(laptop.page);
    await home(phone.page, 'Profile');
    await home(laptop.page, 'Profile');

    await laptop.page.getByRole('banner').getByRole('button', { name: 'Profile' }).click();
    const panel = laptop.page.getByRole('dialog');
    await expect(panel).toBeVisible();
    const toggle = panel.getByRole('button', { name: 'Signed-in devices' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const devices = panel.getByRole('listitem').filter({ hasText: /Last seen/ });
    await expect(devices).toHaveCount(2);
    await expect(devices.filter({ hasText: 'This device' })).toHaveCount(1);
    await expect(devices.filter({ hasText: 'Safari on iPhone' })).toHaveCount(1);
    await expectNoAccessibilityViolations(laptop.page);

    // Ending another device's sign-in asks for the password first, in place (ASVS 7.5.2).
    await panel.getByRole('button', { name: /^Sign out: Safari on iPhone/ }).click();
    const confirm = panel.getByRole('form', { name: 'To sign out Safari on iPhone' });
    const password = confirm.getByLabel(/^Password/);
    await expect(password).toBeFocused();
    await expectNoAccessibilityViolations(laptop.page);
    // A wrong one is refused in words, and the phone stays signed in.
    await password.fill('not-my-password-1');
    await confirm.getByRole('button', { name: 'Sign out' }).click();
    await expect(confirm.getByRole('alert')).toHaveText('Your current password is not right.');
    expect((await phone.context.request.get('/api/identity/session')).status()).toBe(200);
    await expect(devices).toHaveCount(2);

    await password.fill(freshPassword);
    await password.press('Enter');
    await expect(panel.getByRole('status').filter({ hasText: 'That device has been signed out.' })).toBeVisible();
    await expect(confirm).toHaveCount(0);
    await expect(devices).toHaveCount(1);
    await expect(panel.getByText('You are signed in on this device only.')).toBeVisible();

    // The phone's next request finds its sign-in over: the page shows it signed out.
    await home(phone.page, 'Log In');
    const session = await phone.context.request.get('/api/identity/session');
    expect(session.status()).toBe(401);
    // The laptop stays signed in.
    await home(laptop.page, 'Profile');

    await laptop.context.close();
    await phone.context.close();
    // 401 and 404: the signed-out phone's requests; 403: the wrong password, refused on purpose.
    expect(errors.filter((error) => !/40[134]/.test(error))).toEqual([]);
  });

  test('"End all sessions" in the fans desk signs the fan out on every device at once', async ({ browser, request }) => {
    const email = await freshAccount(request, 'end-all', { given_name: 'Eve', family_name: 'Everywhere' });
    const laptop = await fanBrowser(browser, email);
    const phone = await fanBrowser(browser, email, iphoneSafari);
    await home(laptop.page, 'Profile');
    await home(phone.page, 'Profile');

    const studio = await browser.newContext({ baseURL: studioUrl });
    const desk = await studio.newPage();
    await desk.goto(`/fans?email=${encodeURIComponent(email)}`);
    await signInToStudio(desk, 'admin@example.com');
    await expect(desk.getByRole('definition').filter({ hasText: email })).toBeVisible();
    await expect(desk.getByRole('definition').filter({ hasText: '2 devices' })).toBeVisible();
    await desk.getByRole('button', { name: 'End all sessions' }).click();
    await expect(desk.getByRole('status').filter({ hasText: `Every session of ${email} has ended` })).toBeVisible();
    await expect(desk.getByRole('definition').filter({ hasText: '0 devices' })).toBeVisible();
    await expectNoAccessibilityViolations(desk);

    // Both devices, at their next request, not in 15 minutes.
    for (const device of [laptop, phone]) {
      await home(device.page, 'Log In');
      expect((await device.context.request.get('/api/identity/session')).status()).toBe(401);
    }
    // Not blocked: the fan signs in again.
    const again = await laptop.context.request.post('/api/identity/authenticate', { data: { username: email, password: freshPassword } });
    expect(again.ok()).toBe(true);

    await studio.close();
    await laptop.context.close();
    await phone.context.close();
  });
});
