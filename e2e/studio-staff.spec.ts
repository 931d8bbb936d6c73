import { expect, test, type Page } from '@playwright/test';
import {
  collectPageErrors,
  expectNoAccessibilityViolations,
  freshAccount,
  freshPassword,
  signInToStudio,
  waitForHydration,
} from './support';

// Staff roles (issue 16): an administrator gives a club member a staff role by email, that person's
// studio opens the role's desks at once, and taking the role away shuts them again, on the real
// platform in a real Chromium. Nobody can remove their own administrator role.

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The admin's staff roles page, signed in. */
async function openStaffRoles(page: Page): Promise<void> {
  await page.goto('/staff');
  await signInToStudio(page, 'admin@example.com');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff roles' })).toBeVisible();
}

test.describe('staff roles', () => {
  test('an administrator makes a club member an editor: their studio opens the newsroom, and removing the role shuts it again', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    const errors = collectPageErrors(page);
    const email = await freshAccount(request, 'new-editor', { given_name: 'Nell', family_name: 'Newsome' });

    // Before: the member is a fan to the studio.
    const memberContext = await browser.newContext();
    const member = await memberContext.newPage();
    const memberErrors = collectPageErrors(member);
    await member.goto('/news');
    await signInToStudio(member, email, freshPassword);
    await expect(member.getByRole('heading', { level: 1, name: 'The studio is for club staff' })).toBeVisible();

    // The administrator grants the editor role by email. The form checks as they type.
    await openStaffRoles(page);
    const grant = page.getByRole('region', { name: 'Grant a role' });
    await grant.getByLabel('Email').fill('not-an-email');
    await grant.getByLabel('Role').selectOption({ label: 'Editor' });
    await expect(grant.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await grant.getByLabel('Email').fill(email);
    await expect(grant.getByLabel('Email')).not.toHaveAttribute('aria-invalid', 'true');
    await grant.getByRole('button', { name: 'Grant role' }).click();
    await expect(grant.getByRole('status')).toHaveText(`${email}: Editor granted.`);
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row.getByRole('list', { name: `Roles of ${email}` })).toHaveText(/^Editor/);
    await expect(row).toContainText('Nell Newsome');

    // The member's studio now opens the editor's desks, with no new sign-in.
    await member.goto('/news');
    await expect(member.getByRole('heading', { level: 1, name: 'Newsroom' })).toBeVisible();
    await expect(member.getByRole('navigation', { name: 'Desks' }).getByRole('link')).toHaveText(['Newsroom', 'Pages', 'Club TV']);
    expect((await member.request.get('/api/studio/articles')).status()).toBe(200);

    // An email without an account is refused in words, and nothing is granted.
    await grant.getByLabel('Email').fill('nobody-here@example.com');
    await grant.getByRole('button', { name: 'Grant role' }).click();
    await expect(grant.getByRole('alert')).toContainText('No account has that email address.');
    await expect(page.getByRole('row').filter({ hasText: 'nobody-here@example.com' })).toHaveCount(0);

    // The administrator cannot remove their own administrator role: the page does not offer it...
    const self = page.getByRole('row').filter({ hasText: /admin@example\.com/ });
    await expect(self.getByRole('list', { name: 'Roles of admin@example.com' })).toContainText('Administrator');
    await expect(page.getByRole('button', { name: 'Remove Administrator from admin@example.com' })).toHaveCount(0);
    // ...and the platform refuses it in words when asked directly, with the page's own session.
    const refused = await page.evaluate(async () => {
      const response = await fetch('/api/studio/staff/roles', {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@example.com', role: 'admin', granted: false }),
      });
      return { status: response.status, body: (await response.json()) as { message: string } };
    });
    expect(refused).toEqual({
      status: 409,
      body: expect.objectContaining({ message: 'You cannot remove your own administrator role. Ask another administrator.' }) as unknown,
    });

    // Taking the role away shuts the member's studio at their next request.
    await page.getByRole('button', { name: `Remove Editor from ${email}` }).click();
    await expect(grant.getByRole('status')).toHaveText(`${email}: Editor removed.`);
    await expect(page.getByRole('row').filter({ hasText: new RegExp(escape(email)) })).toHaveCount(0);
    expect((await member.request.get('/api/studio/articles')).status()).toBe(403);
    await member.goto('/news');
    await expect(member.getByRole('heading', { level: 1, name: 'The studio is for club staff' })).toBeVisible();

    // Both changes are in the audit log, named by the member's email (not their account id), by who made them.
    await page.goto('/audit');
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    await waitForHydration(page);
    await page.getByLabel('Kind').selectOption({ label: 'Staff roles' });
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect(page).toHaveURL(/kind=staff/);
    const changes = page.getByRole('list', { name: 'Changes, newest first' }).getByRole('listitem');
    await expect(changes.filter({ hasText: `staff.revoke · staff “${email}”` })).toContainText('by admin@example.com');
    await expect(changes.filter({ hasText: `staff.grant · staff “${email}”` })).toContainText('by admin@example.com');

    await memberContext.close();
    // What the pages may report: the session check before signing in (401), the studio's refusal of a
    // fan (403), a sign-in's entitlements lookup for someone holding nothing (404), and the refused
    // removal this journey asked for (409).
    expect(errors.filter((error) => !/40[1349]/.test(error))).toEqual([]);
    expect(memberErrors.filter((error) => !/40[134]/.test(error))).toEqual([]);
  });

  test('commercial staff are told in words that staff roles are for administrators, and the endpoint answers 403', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/staff');
    await signInToStudio(page, 'commercial@example.com');
    await expect(page.getByRole('heading', { level: 1, name: 'Staff roles' })).toBeVisible();
    await expect(page.getByText('This part of the studio is not part of your staff role. Ask a club administrator for access.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Grant a role' })).toHaveCount(0);
    expect((await page.request.get('/api/studio/staff')).status()).toBe(403);
    expect(errors.filter((error) => !/40[134]/.test(error))).toEqual([]);
  });

  test('the staff roles page has no axe violations, at phone and desktop widths', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await openStaffRoles(page);
    await expect(page.getByRole('table')).toBeVisible();
    await expectNoAccessibilityViolations(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await expectNoAccessibilityViolations(page);
  });
});
