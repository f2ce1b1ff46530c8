import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  installFakeApi,
  staleReply,
  type FakeApi,
  makeStock,
  currentToast,
  renderView,
  setViewportWidth,
} from '@tradeboard/ui/testing';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminHeatmapView } from '../../views/AdminHeatmapView.js';

let api: FakeApi;
beforeEach(() => {
  setViewportWidth(1400);
  api = installFakeApi();
  api.on('GET', '/api/stocks', {
    body: [makeStock('AAPL', { analysisText: 'Old text', analysisImage: '/uploads/old.png' }), makeStock('MSFT')],
  });
  api.on('GET', '/api/holdings?fund=Main Fund', { body: [] });
});

async function openEditor(user: ReturnType<typeof renderView>['user'], symbol: string) {
  const table = await screen.findByRole('table', { name: 'Weekly Watchlist' });
  await user.click(within(table).getByRole('button', { name: symbol }));
  return within(await screen.findByRole('dialog', { name: /Edit Technical Analysis/ }));
}

function chartFile(name = 'chart.png', size?: number) {
  const file = new File(['fake png bytes'], name, { type: 'image/png' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

describe("'Edit Technical Analysis' dialog", () => {
  it('counts characters and Reset restores the stored text and image', async () => {
    const { user } = renderView(<AdminHeatmapView />);
    const dialog = await openEditor(user, 'AAPL');
    const text = dialog.getByLabelText('Weekly Analysis');
    expect(text).toHaveProperty('value', 'Old text');
    expect(dialog.getByText('8/1000 characters')).toBeTruthy();

    await user.type(text, ' and more');
    expect(dialog.getByText('17/1000 characters')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Remove image' }));
    expect(dialog.queryByAltText('Technical chart preview')).toBeNull();

    await user.click(dialog.getByRole('button', { name: 'Reset' }));
    expect(text).toHaveProperty('value', 'Old text');
    expect(dialog.getByAltText('Technical chart preview').getAttribute('src')).toBe('/uploads/old.png');
    expect(api.writes()).toEqual([]);
  });

  it('says that removing the stored chart does not delete it (a blank image is sent as absent)', async () => {
    const { user } = renderView(<AdminHeatmapView />);
    const dialog = await openEditor(user, 'AAPL');
    const note = 'The stored chart stays on AAPL until you upload a new one.';
    expect(dialog.queryByText(note)).toBeNull();
    await user.click(dialog.getByRole('button', { name: 'Remove image' }));
    expect(dialog.getByText(note)).toBeTruthy();

    // A newly chosen file replaces it, so the note goes; removing that file brings it back.
    await user.upload(dialog.getByLabelText('Technical chart image'), chartFile());
    expect(dialog.queryByText(note)).toBeNull();
    await user.click(dialog.getByRole('button', { name: 'Remove image' }));
    expect(dialog.getByText(note)).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Reset' }));
    expect(dialog.queryByText(note)).toBeNull();
  });

  it('uploads a new chart first, showing its progress, then patches the stock with text and image', async () => {
    const upload = deferred<{ body: unknown }>();
    api.on('POST', '/api/upload-image', () => upload.promise);
    api.on('PATCH', '/api/stocks/MSFT', ({ body }) => ({ body: makeStock('MSFT', body as object) }));
    const { user } = renderView(<AdminHeatmapView />);
    const dialog = await openEditor(user, 'MSFT');

    await user.upload(dialog.getByLabelText('Technical chart image'), chartFile());
    expect(dialog.getByAltText('Technical chart preview')).toBeTruthy();
    await user.type(dialog.getByLabelText('Weekly Analysis'), 'Cup and handle');
    await user.click(dialog.getByRole('button', { name: 'Save Analysis' }));

    expect(await dialog.findByText('Uploading... 50%')).toBeTruthy();
    expect(dialog.getByRole('progressbar', { name: 'Upload progress' }).getAttribute('aria-valuenow')).toBe('50');
    upload.resolve({ body: { imageUrl: '/uploads/msft-chart.png' } });

    await waitFor(() =>
      expect(api.writes().map((call) => `${call.method} ${call.path}`)).toEqual([
        'POST /api/upload-image',
        'PATCH /api/stocks/MSFT',
      ]),
    );
    const [uploadCall, patchCall] = api.writes();
    const form = uploadCall!.body as FormData;
    expect([form.get('type'), form.get('ticker'), (form.get('image') as File).name]).toEqual([
      'analysis',
      'MSFT',
      'chart.png',
    ]);
    expect(patchCall!.body).toEqual({ analysisText: 'Cup and handle', analysisImage: '/uploads/msft-chart.png' });
    await waitFor(() =>
      expect(currentToast()).toMatchObject({
        title: 'Analysis Updated',
        description: 'Technical analysis for MSFT has been updated successfully',
        variant: 'success',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('sends blank text as absent and keeps the stored image', async () => {
    api.on('PATCH', '/api/stocks/AAPL', ({ body }) => ({ body: makeStock('AAPL', body as object) }));
    const { user } = renderView(<AdminHeatmapView />);
    const dialog = await openEditor(user, 'AAPL');
    await user.clear(dialog.getByLabelText('Weekly Analysis'));
    await user.click(dialog.getByRole('button', { name: 'Save Analysis' }));
    await waitFor(() =>
      expect(api.writes()).toEqual([
        { method: 'PATCH', path: '/api/stocks/AAPL', body: { analysisImage: '/uploads/old.png' }, ifMatch: '"1"' },
      ]),
    );
  });

  it('changed elsewhere since the dialog opened: says so, keeps the dialog open with the fresh values, and saves from them next', async () => {
    const fresh = makeStock('AAPL', { analysisText: 'Written in another tab', analysisImage: null, version: 2 });
    api.on('PATCH', '/api/stocks/AAPL', ({ ifMatch, body }) =>
      ifMatch === '"2"' ? { body: { ...fresh, ...(body as object), version: 3 } } : staleReply(fresh),
    );
    const { user } = renderView(<AdminHeatmapView />);
    const dialog = await openEditor(user, 'AAPL');
    const text = dialog.getByLabelText('Weekly Analysis');
    await user.type(text, ' and mine');
    await user.click(dialog.getByRole('button', { name: 'Save Analysis' }));

    await waitFor(() =>
      expect(currentToast()).toMatchObject({
        title: 'Update Failed',
        description: 'This was changed elsewhere; your change was not saved',
        variant: 'destructive',
      }),
    );
    await waitFor(() => expect(text).toHaveProperty('value', 'Written in another tab'));
    expect(dialog.queryByAltText('Technical chart preview')).toBeNull();
    expect(api.writes().map((call) => call.ifMatch)).toEqual(['"1"']);
    // The list is read again, so the table shows the fresh stock too.
    await waitFor(() => expect(api.calls.filter((call) => call.path === '/api/stocks').length).toBeGreaterThan(1));

    await user.type(text, '!');
    await user.click(dialog.getByRole('button', { name: 'Save Analysis' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.writes().at(-1)).toMatchObject({ body: { analysisText: 'Written in another tab!' }, ifMatch: '"2"' });
  });

  it('refuses an image over 10 MB', async () => {
    const { user } = renderView(<AdminHeatmapView />);
    const dialog = await openEditor(user, 'MSFT');
    await user.upload(dialog.getByLabelText('Technical chart image'), chartFile('huge.png', 10 * 1024 * 1024 + 1));
    expect(dialog.getByText('File size must be less than 10MB')).toBeTruthy();
    expect(dialog.queryByAltText('Technical chart preview')).toBeNull();
  });

  it('says why an upload failed and does not patch the stock', async () => {
    api.on('POST', '/api/upload-image', {
      status: 415,
      body: { message: 'Only PNG, JPEG, WebP or GIF images are accepted' },
    });
    const { user } = renderView(<AdminHeatmapView />);
    const dialog = await openEditor(user, 'MSFT');
    await user.upload(dialog.getByLabelText('Technical chart image'), chartFile());
    await user.click(dialog.getByRole('button', { name: 'Save Analysis' }));

    await waitFor(() =>
      expect(currentToast()).toMatchObject({
        title: 'Upload Failed',
        description: 'Failed to upload image. Please try again.',
      }),
    );
    expect(dialog.getByText(/Only PNG, JPEG, WebP or GIF images are accepted/)).toBeTruthy();
    expect(api.writes().map((call) => call.method)).toEqual(['POST']);
  });

  it('says Update Failed when the patch fails', async () => {
    api.on('PATCH', '/api/stocks/AAPL', { status: 500, body: { message: 'Internal error' } });
    const { user } = renderView(<AdminHeatmapView />);
    const dialog = await openEditor(user, 'AAPL');
    await user.click(dialog.getByRole('button', { name: 'Save Analysis' }));
    await waitFor(() =>
      expect(currentToast()).toMatchObject({
        title: 'Update Failed',
        description: 'Failed to update technical analysis. Please try again.',
      }),
    );
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('keeps its form while it closes', async () => {
    const { user } = renderView(<AdminHeatmapView />);
    const dialog = await openEditor(user, 'AAPL');
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    // Fading out: still the same form, not an empty box.
    const closing = document.querySelector<HTMLElement>('[role="dialog"]');
    expect(closing?.querySelector('textarea')?.value).toBe('Old text');
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull());
  });

  it('cannot be closed with Esc or a backdrop click while saving', async () => {
    const patch = deferred<{ body: unknown }>();
    api.on('PATCH', '/api/stocks/AAPL', () => patch.promise);
    const { user } = renderView(<AdminHeatmapView />);
    const dialog = await openEditor(user, 'AAPL');
    await user.click(dialog.getByRole('button', { name: 'Save Analysis' }));
    await waitFor(() => expect(api.writes()).toHaveLength(1));

    // A closing dialog is hidden from assistive tech at once, so these checks need no waiting.
    vi.useFakeTimers();
    try {
      fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
      // Outside the dialog's paper (the backdrop area).
      const backdropArea = document.querySelector<HTMLElement>('.MuiDialog-container')!;
      fireEvent.mouseDown(backdropArea);
      fireEvent.click(backdropArea);
      // Long enough for any closing transition to have ended.
      act(() => vi.advanceTimersByTime(1000));
      expect(screen.getByRole('dialog', { name: /Edit Technical Analysis/ })).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }

    patch.resolve({ body: makeStock('AAPL', { analysisText: 'Old text' }) });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
