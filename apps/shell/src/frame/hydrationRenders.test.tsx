/**
 * On a phone every render of a whole page right after hydrating it is a long task of its own, so
 * what only changes when hydration ends (or when the session check arrives) must not render the
 * page's big parts again: the sign-in form and the dashboards' frame render once.
 */
import { createQueryClient } from '@tradeboard/ui';
import { SERVED_DATA_ID } from '@tradeboard/types/core';
import { addJsonBlock, installFakeApi, makeAuthStatus, setScreen } from '@tradeboard/ui/testing';
import { act, type FunctionComponent, type MemoExoticComponent } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BaseLocationHook } from 'wouter';
import { App } from '../App.js';
import type * as DashboardPageModule from '../dashboard/DashboardPage.js';
import type * as LoginFormModule from '../pages/LoginForm.js';
import { StandaloneLoginPage } from '../pages/StandaloneLoginPage.js';
import { signedIn, signedOut } from '../test/auth.js';

const renders = vi.hoisted(() => ({ form: 0, dashboard: 0 }));

/** The real memoised component, counting the renders of its function. */
async function counted<P extends object>(real: MemoExoticComponent<FunctionComponent<P>>, key: keyof typeof renders) {
  const { memo } = await import('react');
  return memo((props: P) => {
    renders[key] += 1;
    return real.type(props);
  });
}

vi.mock('../pages/LoginForm.js', async (importOriginal) => {
  const real = await importOriginal<typeof LoginFormModule>();
  return { ...real, LoginForm: await counted(real.LoginForm, 'form') };
});
vi.mock('../dashboard/DashboardPage.js', async (importOriginal) => {
  const real = await importOriginal<typeof DashboardPageModule>();
  return { ...real, DashboardPage: await counted(real.DashboardPage, 'dashboard') };
});

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

/** Each test's hydrated page and its console.error spy, ended after the test. */
const hydrated: { root: Root; errors: { mockRestore: () => void } }[] = [];

afterEach(async () => {
  // Unmounted before the file ends: a page left mounted renders (and logs) on after its test, and a
  // log still on its way when the test worker closes fails the run (vitest's EnvironmentTeardownError).
  await act(async () => {
    for (const { root } of hydrated) root.unmount();
  });
  for (const { errors } of hydrated.splice(0)) errors.mockRestore();
  document.body.replaceChildren();
  vi.unstubAllGlobals();
  renders.form = 0;
  renders.dashboard = 0;
});

/** As the build's prerender routes (frame/prerender.tsx): a location that never moves. */
const at =
  (path: string): BaseLocationHook =>
  () => [path, () => undefined];

/**
 * What React logs when hydration goes wrong. (Its development build also warns here that two
 * renderers share the contexts: the prerender's and the page's, in one test process; never on a
 * page. That warning is kept out of the output, the others are printed.)
 */
const hydrationErrors = (errors: { mock: { calls: unknown[][] } }) =>
  errors.mock.calls.map((call) => call.map(String).join(' ')).filter((text) => /hydrat|did not match/i.test(text));

const TWO_RENDERERS = 'Detected multiple renderers concurrently rendering the same context provider';

/** The page's served frame (its prerender) in a container, then hydrated as the page does it. */
async function serveAndHydrate(ui: () => React.ReactElement, served: () => void) {
  const container = document.createElement('div');
  container.innerHTML = await new Response((await prerender(ui())).prelude).text();
  document.body.append(container);
  served();
  const print = console.error.bind(console);
  const errors = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).startsWith(TWO_RENDERERS)) print(...args);
  });
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, ui());
  });
  hydrated.push({ root: root!, errors });
  return { container, errors };
}

describe('hydrating the served frame', () => {
  it('renders the sign-in form once, through hydration and the session check; the form is then live', async () => {
    setScreen('large');
    const { calls } = installFakeApi({ 'GET /api/auth/status': () => signedOut });
    const { container, errors } = await serveAndHydrate(
      () => <StandaloneLoginPage queryClient={createQueryClient()} locationHook={at('/login')} />,
      () => (renders.form = 0), // the prerender's
    );
    await vi.waitFor(() => expect(calls.some((call) => call.path === '/api/auth/status')).toBe(true));
    await act(async () => undefined);
    expect(container.querySelector('main')?.hasAttribute('inert')).toBe(false);
    expect(document.activeElement).toBe(container.querySelector('input[name="username"]'));
    expect(renders.form).toBe(1);
    expect(hydrationErrors(errors)).toEqual([]);
  });

  it("renders the dashboards' frame once when it hydrates, not again when hydration ends", async () => {
    setScreen('phone');
    installFakeApi({ 'GET /api/auth/status': () => signedOut });
    // Views that never arrive: no section settles, so nothing else renders the page again.
    const viewLoader = vi.fn(() => new Promise<never>(() => undefined));
    const { container, errors } = await serveAndHydrate(
      () => <App queryClient={createQueryClient()} locationHook={at('/student')} viewLoader={viewLoader} />,
      () => (renders.dashboard = 0), // the prerender's
    );
    await vi.waitFor(() => expect(viewLoader).toHaveBeenCalled());
    await act(async () => undefined);
    expect(container.querySelector('[inert]')).toBeNull();
    expect(renders.dashboard).toBe(1);
    expect(hydrationErrors(errors)).toEqual([]);
  });

  it("starts the admin's dashboard from the session status the page carried: no request for it, no warning", async () => {
    setScreen('large');
    const { calls } = installFakeApi({ 'GET /api/auth/status': () => signedIn('trader') });
    const viewLoader = vi.fn(() => new Promise<never>(() => undefined));
    const { container, errors } = await serveAndHydrate(
      () => <App queryClient={createQueryClient()} locationHook={at('/admin')} viewLoader={viewLoader} />,
      () => addJsonBlock(SERVED_DATA_ID, JSON.stringify({ '/api/auth/status': makeAuthStatus('trader') })),
    );
    // The frame hydrated as served (no name), then the dashboard: its name and its first widget loading.
    await vi.waitFor(() => expect(container.textContent).toContain('Admin: trader'));
    await vi.waitFor(() => expect(viewLoader).toHaveBeenCalled());
    expect(calls.filter((call) => call.path === '/api/auth/status')).toEqual([]);
    expect(hydrationErrors(errors)).toEqual([]);
  });
});
