import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, setScreen } from '@tradeboard/ui/testing';
import { signedIn, signedOut } from '../test/auth.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/renderApp.js';

beforeEach(() => setScreen('large'));
afterEach(() => vi.unstubAllGlobals());

describe('login page', () => {
  it('requires a username and a password before calling the API', async () => {
    const { calls } = installFakeApi({ 'GET /api/auth/status': () => signedOut });
    renderApp('/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Login' }));
    expect(screen.getByText('Username is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/auth/login')).toBe(false);
  });

  it("shows the server's message in a destructive alert when login fails", async () => {
    installFakeApi({
      'GET /api/auth/status': () => signedOut,
      'POST /api/auth/login': () => ({ status: 401, body: { message: 'Invalid username or password' } }),
    });
    renderApp('/login');
    await userEvent.type(await screen.findByLabelText('Username'), 'admin');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid username or password');
  });

  it("falls back to 'Login failed' when the server gives no message", async () => {
    installFakeApi({
      'GET /api/auth/status': () => signedOut,
      'POST /api/auth/login': () => ({ status: 500, text: 'oops' }),
    });
    renderApp('/login');
    await userEvent.type(await screen.findByLabelText('Username'), 'admin');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-password');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Login failed');
  });

  it('signs in, refreshes the auth status and goes to / shortly after', async () => {
    let authenticated = false;
    const { calls } = installFakeApi({
      'GET /api/auth/status': () => (authenticated ? signedIn('admin') : signedOut),
      'POST /api/auth/login': () => {
        authenticated = true;
        return { body: { username: 'admin' } };
      },
    });
    const { location } = renderApp('/login');
    await userEvent.type(await screen.findByLabelText('Username'), ' admin ');
    await userEvent.type(screen.getByLabelText('Password'), 'password123');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(calls.find((call) => call.path === '/api/auth/login')?.body).toEqual({
      username: 'admin',
      password: 'password123',
    });
    await waitFor(() => expect(location.history.at(-1)).toBe('/'));
    expect(await screen.findByText('Admin: admin')).toBeTruthy();
  });

  it('greets an admin who is already signed in', async () => {
    installFakeApi({ 'GET /api/auth/status': () => signedIn('alice') });
    const { location } = renderApp('/login');
    expect(await screen.findByText('Welcome, alice!')).toBeTruthy();
    expect(screen.getByText('You are already logged in as an admin.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Go to Admin Dashboard' }));
    expect(location.history.at(-1)).toBe('/admin');
  });

  it("the 'Student Portal' button leads to /student", async () => {
    installFakeApi({ 'GET /api/auth/status': () => signedOut });
    const { location } = renderApp('/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Student Portal' }));
    expect(location.history.at(-1)).toBe('/student');
  });
});
