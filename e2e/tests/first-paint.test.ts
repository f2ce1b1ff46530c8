/**
 * Issue 25, a first paint that needs no JavaScript: the served HTML of /student, /admin (signed in)
 * and /login already holds the page's frame, prerendered at build time, in the right layout for the
 * viewport and the theme of the `theme` cookie; with JavaScript the shell hydrates that very markup
 * (the frame's nodes stay) with no hydration message or console error, and the page works.
 */
import type { ConsoleMessage, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, SAMPLE_WATCHLIST } from '../support/api.js';
import { DESKTOP, openBrowser, PHONE, signIn, waitForSettledPage } from '../support/browser.js';
import { ADMIN_PASSWORD, ADMIN_USERNAME, startTradeboard, type TradeboardServer } from '../support/server.js';

let server: TradeboardServer;
let scripted: Awaited<ReturnType<typeof openBrowser>>;
let plain: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;
/** Console errors and warnings, and any message about hydration, since the last clear. */
let logged: string[] = [];
const keep = (message: ConsoleMessage) => {
  const text = message.text();
  // Chromium's own note about a preload still unused a few seconds after load is about timing, not the page.
  if (/preloaded using link preload but not used/.test(text)) return;
  if (message.type() === 'error' || message.type() === 'warning' || /hydrat/i.test(text)) {
    logged.push(`${message.type()}: ${text}`);
  }
};
const DISCLAIMER = /This dashboard is for educational and informational purposes only/;

async function copySession(): Promise<void> {
  await scripted.context.clearCookies();
  await signIn(page, server.url, { username: ADMIN_USERNAME, password: ADMIN_PASSWORD });
  await plain.context.addCookies(await scripted.context.cookies());
}

beforeAll(async () => {
  server = await startTradeboard();
  await (await adminClient(server.url)).addStocks(SAMPLE_WATCHLIST);
  scripted = await openBrowser();
  plain = await openBrowser({ javaScriptEnabled: false });
  page = scripted.page;
  page.on('console', keep);
});

afterAll(async () => {
  await scripted?.close();
  await plain?.close();
  await server?.stop();
});

describe.each([
  { name: 'desktop', viewport: DESKTOP },
  { name: 'phone', viewport: PHONE },
])('with JavaScript disabled, on a $name', ({ name, viewport }) => {
  beforeAll(async () => {
    await plain.page.setViewportSize(viewport);
    await plain.context.clearCookies();
  });

  it('/student shows the header, the disclaimer, its navigation and a skeleton of the first section', async () => {
    const noJs = plain.page;
    await noJs.goto(`${server.url}/student`);
    await noJs.getByRole('heading', { level: 1, name: 'Student Portal' }).waitFor();
    await noJs.getByRole('banner').waitFor();
    await noJs.getByText(DISCLAIMER).waitFor();
    expect(await noJs.getByRole('main').count()).toBe(1);
    await noJs.getByText('Loading Heat Map...').filter({ visible: true }).waitFor();
    // The layout the shell shows at this width, picked by CSS media queries before any script.
    const tabs = noJs.getByRole('tablist', { name: 'Dashboard sections' });
    const jump = noJs.getByRole('combobox', { name: 'Quick jump to section' });
    if (name === 'desktop') {
      await tabs.waitFor();
      expect(await jump.isVisible()).toBe(false);
    } else {
      await jump.waitFor();
      expect(await tabs.isVisible()).toBe(false);
    }
    expect(await noJs.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });

  it('/login shows the form, inert until the script runs', async () => {
    const noJs = plain.page;
    await noJs.goto(`${server.url}/login`);
    await noJs.getByRole('heading', { name: 'Admin Login' }).waitFor();
    await noJs.getByLabel('Username').waitFor();
    await noJs.getByRole('button', { name: 'Login', exact: true }).waitFor();
    expect(await noJs.getByRole('main').getAttribute('inert')).toBe('');
  });

  it('/admin shows the admin frame to a signed-in visitor, and sends the others to the sign-in form', async () => {
    const noJs = plain.page;
    // The server's redirect: no script has to run to leave the dashboard for /login.
    await noJs.goto(`${server.url}/admin`);
    expect(new URL(noJs.url()).pathname).toBe('/login');
    await noJs.getByRole('heading', { name: 'Admin Login' }).waitFor();
    expect(await noJs.getByText('Admin Dashboard').count()).toBe(0);

    await copySession();
    await noJs.goto(`${server.url}/admin`);
    await noJs.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    await noJs.getByText(DISCLAIMER).waitFor();
    expect(await noJs.getByRole('main').count()).toBe(1);
  });
});

describe('the served theme', () => {
  it('follows the theme cookie, which the page writes when the user picks a theme', async () => {
    await plain.context.clearCookies();
    const url = new URL(server.url);
    await plain.context.addCookies([{ name: 'theme', value: 'dark', domain: url.hostname, path: '/' }]);
    await plain.page.goto(`${server.url}/student`);
    expect(await plain.page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    expect(await plain.page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('dark');
    const background = await plain.page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(11, 18, 32)');

    await scripted.context.clearCookies();
    await page.setViewportSize(DESKTOP);
    await page.goto(`${server.url}/student`);
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await page.getByRole('button', { name: 'Switch to light mode' }).waitFor();
    const cookies = await scripted.context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'theme')?.value).toBe('dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.evaluate(() => localStorage.removeItem('theme'));
    await scripted.context.clearCookies();
  });
});

describe.each([
  { name: 'desktop', viewport: DESKTOP },
  { name: 'phone', viewport: PHONE },
])('with JavaScript, on a $name', ({ viewport }) => {
  beforeAll(async () => {
    await page.setViewportSize(viewport);
    // Remembers the served frame's <main> before any of the page's scripts has run.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { servedMain: Element | null }).servedMain = document.querySelector('main');
      });
    });
  });

  const keptServedMain = () =>
    page.evaluate(() => {
      const served = (window as unknown as { servedMain: Element | null }).servedMain;
      return served !== null && served === document.querySelector('main');
    });

  it.each([
    { path: '/student', theme: 'light' },
    { path: '/student', theme: 'dark' },
    { path: '/admin', theme: 'light' },
    { path: '/login', theme: 'light' },
  ])('$path ($theme) hydrates the served frame with no warning and works', async ({ path, theme }) => {
    await scripted.context.clearCookies();
    if (path === '/admin') await signIn(page, server.url, { username: ADMIN_USERNAME, password: ADMIN_PASSWORD });
    const url = new URL(server.url);
    await scripted.context.addCookies([{ name: 'theme', value: theme, domain: url.hostname, path: '/' }]);
    // localStorage of the origin, set from the page the last test left (a JSON page would make chromium ask for /favicon.ico).
    if (!page.url().startsWith(server.url)) await page.goto(`${server.url}/login`);
    await page.evaluate((mode) => localStorage.setItem('theme', mode), theme);
    logged = [];
    scripted.pageErrors.length = 0;

    await page.goto(`${server.url}${path}`);
    if (path === '/login') {
      await page.locator('main:not([inert])').waitFor();
      expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('username');
    } else {
      await page.getByText(`Admin: ${ADMIN_USERNAME}`).or(page.getByText('Student Access')).first().waitFor();
      // What a phone shows first: the student's watchlist, the admin's widgets (the heat map is below them).
      if (path === '/admin') await page.getByRole('heading', { name: /Trading Activity/ }).waitFor();
      else await page.locator('[data-symbol]').first().waitFor();
    }
    await waitForSettledPage(page);
    expect(await keptServedMain()).toBe(true);
    expect(await page.getByRole('main').count()).toBe(1);
    expect(logged).toEqual([]);
    expect(scripted.pageErrors).toEqual([]);
    await page.evaluate(() => localStorage.removeItem('theme'));
  });
});
