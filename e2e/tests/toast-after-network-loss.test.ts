/**
 * The toast's snackbar is not on a cold page's path (issue 25: its own chunks, `toast-view` and
 * `mui-toast`). It is fetched when the page is idle after start-up, so a toast still shows once
 * nothing more can be downloaded: with every request refused, the admin's 'Sign out everywhere'
 * fails and 'Sign Out Failed' shows.
 */
import type { Request } from 'playwright-core';
import { expect, it } from 'vitest';
import { signIn, toast } from '../support/browser.js';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from '../support/server.js';
import { useProductPage } from '../support/product-page.js';

const product = useProductPage();

/** Resolves when the page has downloaded the chunk named `name` (webpack's `[name].[contenthash].js`). */
const chunkDownloaded = (name: string) =>
  product.page.waitForEvent('requestfinished', {
    predicate: (request: Request) => new RegExp(`/${name}\\.[0-9a-f]+\\.js$`).test(new URL(request.url()).pathname),
    timeout: 60_000,
  });

it('shows a toast raised after the network is gone: its code came while the page was idle', async () => {
  const downloaded = Promise.all([chunkDownloaded('toast-view'), chunkDownloaded('mui-toast')]);
  await signIn(product.page, product.server.url, { username: ADMIN_USERNAME, password: ADMIN_PASSWORD });
  await downloaded;
  expect(await toast(product.page).count()).toBe(0);

  await product.page.route('**/*', (route) => route.abort('internetdisconnected'));
  await product.page.getByRole('button', { name: 'Admin menu' }).click();
  await product.page.getByRole('menuitem', { name: 'Sign out everywhere' }).click();
  await toast(product.page).filter({ hasText: 'Sign Out Failed' }).waitFor();
  expect(await toast(product.page).innerText()).toContain('Failed to sign out everywhere.');
});
