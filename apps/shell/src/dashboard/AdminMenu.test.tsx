import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { currentToast, installFakeApi, renderView, setScreen } from '@tradeboard/ui/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { signedIn, signedOut } from '../test/auth.js';
import { renderApp } from '../test/renderApp.js';
import { AdminMenu } from './AdminMenu.js';

beforeEach(() => setScreen('large'));

const NEW_PASSWORD = 'a long new passphrase';

async function openChangePassword(user: ReturnType<typeof renderView>['user']) {
  await user.click(screen.getByRole('button', { name: 'Admin menu' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Change password' }));
  return screen.findByRole('dialog', { name: 'Change password' });
}

describe('<AdminMenu/>', () => {
  it("opens a menu whose 'Download backup' entry links to the streamed archive as a download", async () => {
    renderView(<AdminMenu />);
    const button = screen.getByRole('button', { name: 'Admin menu' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const entry = await screen.findByRole('menuitem', { name: 'Download backup' });
    expect(entry.getAttribute('href')).toBe('/api/backup');
    expect(entry.hasAttribute('download')).toBe(true);
    expect(screen.getByRole('menu').getAttribute('aria-labelledby')).toBe(button.id);
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Download backup',
      'Change password',
      'Modules',
      'Sign out everywhere',
    ]);
  });
});

describe('Change password', () => {
  it('checks the fields before calling the API: required, 12+ characters, the same twice', async () => {
    const api = installFakeApi();
    const { user } = renderView(<AdminMenu />);
    const dialog = await openChangePassword(user);
    await user.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    expect(within(dialog).getByText('Current password is required')).toBeTruthy();
    expect(within(dialog).getByText('Password must be at least 12 characters')).toBeTruthy();

    await user.type(within(dialog).getByLabelText(/^Current password/), 'old password here');
    await user.type(within(dialog).getByLabelText(/^New password/), NEW_PASSWORD);
    await user.type(within(dialog).getByLabelText(/^Repeat new password/), `${NEW_PASSWORD}!`);
    await user.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    expect(within(dialog).getByText('The passwords do not match')).toBeTruthy();
    expect(
      within(dialog)
        .getByLabelText(/^Repeat new password/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(within(dialog).queryByText('Current password is required')).toBeNull();
    expect(api.writes()).toEqual([]);
  });

  it('sends the current and the new password, closes and shows the success toast', async () => {
    const api = installFakeApi({ 'POST /api/auth/password': { body: { signedOutSessions: 2 } } });
    const { user } = renderView(<AdminMenu />);
    const dialog = await openChangePassword(user);
    await user.type(within(dialog).getByLabelText(/^Current password/), 'old password here');
    await user.type(within(dialog).getByLabelText(/^New password/), NEW_PASSWORD);
    // Enter in the last field submits (keyboard only).
    await user.type(within(dialog).getByLabelText(/^Repeat new password/), `${NEW_PASSWORD}{Enter}`);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        path: '/api/auth/password',
        body: { currentPassword: 'old password here', newPassword: NEW_PASSWORD },
      },
    ]);
    expect(currentToast()).toMatchObject({
      title: 'Password Changed',
      description: 'Your password has been updated. Other sessions were signed out.',
      variant: 'success',
    });
  });

  it("a wrong current password: the API's message on that field, a failure toast, the dialog stays open", async () => {
    installFakeApi({
      'POST /api/auth/password': {
        status: 400,
        body: {
          message: 'Current password is incorrect',
          issues: [{ path: ['currentPassword'], message: 'Current password is incorrect' }],
        },
      },
    });
    const { user } = renderView(<AdminMenu />);
    const dialog = await openChangePassword(user);
    await user.type(within(dialog).getByLabelText(/^Current password/), 'not my password');
    await user.type(within(dialog).getByLabelText(/^New password/), NEW_PASSWORD);
    await user.type(within(dialog).getByLabelText(/^Repeat new password/), NEW_PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    expect(await within(dialog).findByText('Current password is incorrect')).toBeTruthy();
    expect(currentToast()).toMatchObject({
      title: 'Update Failed',
      description: 'Failed to change password.',
      variant: 'destructive',
    });
    expect(screen.getByRole('dialog', { name: 'Change password' })).toBeTruthy();
  });

  it('too many attempts: the failure toast says when to try again; Cancel closes and clears the form', async () => {
    installFakeApi({
      'POST /api/auth/password': { status: 429, body: { message: 'Too many login attempts. Please try again later.' } },
    });
    const { user } = renderView(<AdminMenu />);
    let dialog = await openChangePassword(user);
    await user.type(within(dialog).getByLabelText(/^Current password/), 'old password here');
    await user.type(within(dialog).getByLabelText(/^New password/), NEW_PASSWORD);
    await user.type(within(dialog).getByLabelText(/^Repeat new password/), NEW_PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    await waitFor(() =>
      expect(currentToast()).toMatchObject({
        title: 'Update Failed',
        description: 'Too many login attempts. Please try again later.',
        variant: 'destructive',
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    dialog = await openChangePassword(user);
    expect((within(dialog).getByLabelText(/^Current password/) as HTMLInputElement).value).toBe('');
  });
});

describe('Sign out everywhere', () => {
  it('ends every session and goes to /login, as Logout does', async () => {
    let signedOutEverywhere = false;
    const api = installFakeApi({
      'GET /api/auth/status': () => (signedOutEverywhere ? signedOut : signedIn('admin')),
      'POST /api/auth/logout-all': () => {
        signedOutEverywhere = true;
        return { body: { isAuthenticated: false, username: null } };
      },
    });
    const { location } = renderApp('/admin');
    fireEvent.click(await screen.findByRole('button', { name: 'Admin menu' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/login'));
    expect(api.writes().map((call) => `${call.method} ${call.path}`)).toEqual(['POST /api/auth/logout-all']);
  });

  it('a failure stays on the dashboard with a failure toast', async () => {
    installFakeApi({ 'POST /api/auth/logout-all': { status: 500, text: 'oops' } });
    const { user } = renderView(<AdminMenu />);
    await user.click(screen.getByRole('button', { name: 'Admin menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out everywhere' }));
    await waitFor(() =>
      expect(currentToast()).toMatchObject({
        title: 'Sign Out Failed',
        description: 'Failed to sign out everywhere.',
        variant: 'destructive',
      }),
    );
  });
});
