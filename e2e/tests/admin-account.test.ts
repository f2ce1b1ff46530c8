/**
 * Issue 23, the admin account in the browser: the header menu's 'Change password' dialog (axe-core
 * clean, field errors, the success toast, the new password works and other sessions end) and 'Sign
 * out everywhere' (to /login; every session ended).
 */
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe.js';
import { toast } from '../support/browser.js';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from '../support/server.js';
import { useProductPage } from '../support/product-page.js';

const NEW_PASSWORD = 'a brand new e2e passphrase';

const product = useProductPage({ signedIn: true });

/** Signs in outside the browser: the session cookie, or null when the password is refused. */
async function apiSession(password: string): Promise<string | null> {
  const res = await fetch(`${product.server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: product.server.url },
    body: JSON.stringify({ username: ADMIN_USERNAME, password }),
  });
  return res.ok ? res.headers.getSetCookie()[0]!.split(';')[0]! : null;
}
const isSignedIn = async (cookie: string) =>
  (
    (await (await fetch(`${product.server.url}/api/auth/status`, { headers: { Cookie: cookie } })).json()) as {
      isAuthenticated: boolean;
    }
  ).isAuthenticated;

async function openMenuItem(name: string) {
  await product.page.getByRole('button', { name: 'Admin menu' }).click();
  await product.page.getByRole('menuitem', { name }).click();
}

describe('Change password', () => {
  it('the dialog passes axe-core and is reached by keyboard', async () => {
    await product.page.getByRole('button', { name: 'Admin menu' }).focus();
    await product.page.keyboard.press('Enter');
    await product.page.getByRole('menu').waitFor();
    await product.page.keyboard.press('ArrowDown');
    await product.page.keyboard.press('Enter');
    const dialog = product.page.getByRole('dialog', { name: 'Change password' });
    await dialog.waitFor();
    // MUI moves focus into the dialog.
    await product.page.waitForFunction(() =>
      document.querySelector('[role="dialog"]')?.contains(document.activeElement),
    );
    expect(await axeViolations(product.page, '[role="dialog"]')).toEqual([]);
    await product.page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });

  it('shows field errors, then a wrong current password on its field; nothing changes', async () => {
    await openMenuItem('Change password');
    const dialog = product.page.getByRole('dialog', { name: 'Change password' });
    await dialog.getByLabel(/^New password/).fill('short');
    await dialog.getByRole('button', { name: 'Change Password' }).click();
    await dialog.getByText('Current password is required').waitFor();
    await dialog.getByText('Password must be at least 12 characters').waitFor();
    expect(await axeViolations(product.page, '[role="dialog"]')).toEqual([]);

    await dialog.getByLabel(/^Current password/).fill('not the password');
    await dialog.getByLabel(/^New password/).fill(NEW_PASSWORD);
    await dialog.getByLabel(/^Repeat new password/).fill(NEW_PASSWORD);
    await dialog.getByRole('button', { name: 'Change Password' }).click();
    await dialog.getByText('Current password is incorrect').waitFor();
    await toast(product.page).filter({ hasText: 'Update Failed' }).waitFor();
    expect(await apiSession(ADMIN_PASSWORD)).not.toBeNull();
  });

  it('changes it: success toast, the new password signs in, other sessions end, this one stays', async () => {
    const other = (await apiSession(ADMIN_PASSWORD))!;
    const dialog = product.page.getByRole('dialog', { name: 'Change password' });
    await dialog.getByLabel(/^Current password/).fill(ADMIN_PASSWORD);
    await dialog.getByRole('button', { name: 'Change Password' }).click();
    await toast(product.page).filter({ hasText: 'Password Changed' }).waitFor();
    await dialog.waitFor({ state: 'hidden' });

    expect(await isSignedIn(other)).toBe(false);
    expect(await apiSession(ADMIN_PASSWORD)).toBeNull();
    expect(await apiSession(NEW_PASSWORD)).not.toBeNull();
    await product.page.reload();
    await product.page.getByText(`Admin: ${ADMIN_USERNAME}`).waitFor();
  });
});

describe('Sign out everywhere', () => {
  it('ends every session, this one too, and goes to /login', async () => {
    const other = (await apiSession(NEW_PASSWORD))!;
    await openMenuItem('Sign out everywhere');
    await product.page.waitForURL(`${product.server.url}/login`);
    await product.page.getByRole('button', { name: 'Login', exact: true }).waitFor();
    expect(await isSignedIn(other)).toBe(false);
    await product.page.goto(`${product.server.url}/admin`);
    await product.page.waitForURL(`${product.server.url}/login`);
    expect(product.browser.pageErrors).toEqual([]);
  });
});
