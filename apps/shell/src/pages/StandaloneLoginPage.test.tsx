import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createQueryClient } from '@tradeboard/ui';
import { installFakeApi, setScreen } from '@tradeboard/ui/testing';
import { prerender } from 'react-dom/static';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BaseLocationHook } from 'wouter';
import { App } from '../App.js';
import { fullPageLocation } from '../routing/fullPageLocation.js';
import { signedOut } from '../test/auth.js';
import { StandaloneLoginPage } from './StandaloneLoginPage.js';

beforeEach(() => setScreen('large'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const markup = async (ui: React.ReactElement) => new Response((await prerender(ui)).prelude).text();

describe('the /login page on its own (loginPage.tsx)', () => {
  it("renders App's markup on /login, so it hydrates the frame prerendered from App", async () => {
    installFakeApi({ 'GET /api/auth/status': () => signedOut });
    // As the build's prerender routes (frame/prerender.tsx): a location that never moves.
    const at = (): BaseLocationHook => () => ['/login', () => undefined];
    const fromApp = await markup(<App queryClient={createQueryClient()} locationHook={at()} />);
    const alone = await markup(<StandaloneLoginPage queryClient={createQueryClient()} locationHook={at()} />);
    expect(fromApp).toContain('Admin Login');
    expect(alone).toBe(fromApp);
  });

  it('leaves with a full page load: the Student Portal button loads /student', async () => {
    installFakeApi({ 'GET /api/auth/status': () => signedOut });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, pathname: '/login', assign, replace: vi.fn() });
    render(<StandaloneLoginPage queryClient={createQueryClient()} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Student Portal' }));
    expect(assign).toHaveBeenCalledWith('/student');
  });
});

describe('fullPageLocation', () => {
  it('stays on the current path, and navigates by assign (or replace when asked)', () => {
    const assign = vi.fn();
    const replace = vi.fn();
    vi.stubGlobal('location', { pathname: '/login', assign, replace });
    const [path, navigate] = fullPageLocation();
    expect(path).toBe('/login');
    navigate('/admin');
    navigate('/student', { replace: true });
    expect(assign).toHaveBeenCalledWith('/admin');
    expect(replace).toHaveBeenCalledWith('/student');
  });
});
