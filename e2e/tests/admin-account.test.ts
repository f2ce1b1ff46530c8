/**
 * Issue 23, the admin account in the browser: the header menu's 'Change password' dialog (axe-core
 * clean, field errors, the success toast, the new password works and other sessions end) and 'Sign
 * out everywhere' (to /login; every session ended).
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe.js';
import { openBrowser, signIn, toast } from '../support/browser.js';
import { ADMIN_PASSWORD, ADMIN_USERNAME, startTradeboard, type TradeboardServer } from '../support/server.js';

const NEW_PASSWORD = 'a brand new e2e passphrase';

let server: TradeboardServer;
let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;

beforeAll(async () => {
  server = await startTradeboard();
  browser = await openBrowser();
  page = browser.page;
  await signIn(page, server.url, { username: ADMIN_USERNAME, password: ADMIN_PASSWORD });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Signs in outside the browser: the session cookie, or null when the password is refused. */
async function apiSession(password: string): Promise<string | null> {
  const res = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: server.url },
    body: JSON.stringify({ username: ADMIN_USERNAME, password }),
  });
  return res.ok ? res.headers.getSetCookie()[0]!.split(';')[0]! : null;
}
const isSignedIn = async (cookie: string) =>
  (
    (await (await fetch(`${server.url}/api/auth/status`, { headers: { Cookie: cookie } })).json()) as {
      isAuthenticated: boolean;
    }
  ).isAuthenticated;

async function openMenuItem(name: string) {
  await page.getByRole('button', { name: 'Admin menu' }).click();
  await page.getByRole('menuitem', { name }).click();
}

describe('Change password', () => {
  it('the dialog passes axe-core and is reached by keyboard', async () => {
    await page.getByRole('button', { name: 'Admin menu' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menu').waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Change password' });
    await dialog.waitFor();
    // MUI moves focus into the dialog.
    await page.waitForFunction(() => document.querySelector('[role="dialog"]')?.contains(document.activeElement));
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });

  it('shows field errors, then a wrong current password on its field; nothing changes', async () => {
    await openMenuItem('Change password');
    const dialog = page.getByRole('dialog', { name: 'Change password' });
    await dialog.getByLabel(/^New password/).fill('short');
    await dialog.getByRole('button', { name: 'Change Password' }).click();
    await dialog.getByText('Current password is required').waitFor();
    await dialog.getByText('Password must be at least 12 characters').waitFor();
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);

    await dialog.getByLabel(/^Current password/).fill('not the password');
    await dialog.getByLabel(/^New password/).fill(NEW_PASSWORD);
    await dialog.getByLabel(/^Repeat new password/).fill(NEW_PASSWORD);
    await dialog.getByRole('button', { name: 'Change Password' }).click();
    await dialog.getByText('Current password is incorrect').waitFor();
    await toast(page).filter({ hasText: 'Update Failed' }).waitFor();
    expect(await apiSession(ADMIN_PASSWORD)).not.toBeNull();
  });

  it('changes it: success toast, the new password signs in, other sessions end, this one stays', async () => {
    const other = (await apiSession(ADMIN_PASSWORD))!;
    const dialog = page.getByRole('dialog', { name: 'Change password' });
    await dialog.getByLabel(/^Current password/).fill(ADMIN_PASSWORD);
    await dialog.getByRole('button', { name: 'Change Password' }).click();
    await toast(page).filter({ hasText: 'Password Changed' }).waitFor();
    await dialog.waitFor({ state: 'hidden' });

    expect(await isSignedIn(other)).toBe(false);
    expect(await apiSession(ADMIN_PASSWORD)).toBeNull();
    expect(await apiSession(NEW_PASSWORD)).not.toBeNull();
    await page.reload();
    await page.getByText(`Admin: ${ADMIN_USERNAME}`).waitFor();
  });
});

describe('Sign out everywhere', () => {
  it('ends every session, this one too, and goes to /login', async () => {
    const other = (await apiSession(NEW_PASSWORD))!;
    await openMenuItem('Sign out everywhere');
    await page.waitForURL(`${server.url}/login`);
    await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
    expect(await isSignedIn(other)).toBe(false);
    await page.goto(`${server.url}/admin`);
    await page.waitForURL(`${server.url}/login`);
    expect(browser.pageErrors).toEqual([]);
  });
});
