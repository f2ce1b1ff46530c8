import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, setScreen } from '@tradeboard/ui/testing';
import { signedIn, signedOut } from '../test/auth.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/renderApp.js';

beforeEach(() => setScreen('large'));
afterEach(() => vi.unstubAllGlobals());

describe('routes', () => {
  it.each(['/nope', '/admin/not-a-tab', '/student/funds', '/student/heatmap/extra'])(
    '%s shows the 404 page',
    async (path) => {
      installFakeApi({ 'GET /api/auth/status': () => signedOut });
      renderApp(path);
      expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeTruthy();
      expect(screen.getByText('Page Not Found')).toBeTruthy();
    },
  );

  it("shows 'Loading dashboard...' while the auth status loads, then 'Redirecting to login...' and /login", async () => {
    let answer: ((value: { body: unknown }) => void) | undefined;
    installFakeApi({ 'GET /api/auth/status': () => new Promise((resolve) => (answer = resolve)) });
    const { location } = renderApp('/admin');
    expect(await screen.findByText('Loading dashboard...')).toBeTruthy();
    // The page shows 'Loading' as it mounts; the status request itself starts a moment later.
    await waitFor(() => expect(answer).toBeDefined());
    answer!(signedOut);
    await waitFor(() => expect(location.history.at(-1)).toBe('/login'));
  });

  it('/student needs no login and shows no admin control', async () => {
    installFakeApi({ 'GET /api/auth/status': () => signedOut, 'GET /api/stocks': () => ({ body: [] }) });
    renderApp('/student');
    expect(await screen.findByText('Student Access')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Refresh All' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull();
    expect(await screen.findByText('view heatmap/student-heatmap (student)')).toBeTruthy();
  });

  it('a deep link opens its tab: /admin/bot-analysis mounts the bot positions view', async () => {
    installFakeApi({ 'GET /api/auth/status': () => signedIn('admin'), 'GET /api/stocks': () => ({ body: [] }) });
    renderApp('/admin/bot-analysis');
    expect((await screen.findByRole('tab', { name: 'Bot Analysis' })).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('view heatmap/bot-positions (admin)')).toBeTruthy();
    // The slots above the admin tabs are mounted too.
    expect(await screen.findByText('view funds/daily-activity-banner (admin)')).toBeTruthy();
    expect(await screen.findByText('view funds/main-fund (admin)')).toBeTruthy();
  });

  it('Logout signs out, refreshes the auth status and goes to /login', async () => {
    let authenticated = true;
    const { calls } = installFakeApi({
      'GET /api/auth/status': () => (authenticated ? signedIn('admin') : signedOut),
      'POST /api/auth/logout': () => {
        authenticated = false;
        return { status: 204 };
      },
      'GET /api/stocks': () => ({ body: [] }),
    });
    const { location } = renderApp('/admin/heatmap');
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/login'));
    expect(calls.filter((call) => call.path === '/api/auth/status').length).toBeGreaterThan(1);
    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
    // One navigation, replacing the dashboard entry: Back does not lead to a signed-out dashboard.
    expect(location.history).toEqual(['/login']);
  });
});
