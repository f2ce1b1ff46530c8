import { screen, waitFor, within } from '@testing-library/react';
import type { BotAnalysis } from '@tradeboard/types';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { currentToast, installFakeApi, makeStock, renderView, type FakeApi } from '@tradeboard/ui/testing';
import { ScreenshotAnalysis } from './ScreenshotAnalysis.js';

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi();
  api.on('GET', '/api/stocks', {
    body: [makeStock('AAPL', { hourBotPosition: true }), makeStock('MSFT'), makeStock('NVDA')],
  });
  api.on('GET', '/api/bot-analysis', { body: [] });
});

const record = (filename: string, proposals: object[], note: string | null = null): BotAnalysis => ({
  id: `id-${filename}`,
  filename,
  confidence: 90,
  processedAt: '2026-11-23T15:04:00.000Z',
  analysisResult: JSON.stringify({
    bot: 'hourBotPosition',
    botSource: 'heading',
    proposals,
    unknownSymbols: [],
    note,
    text: '',
  }),
});
const proposal = (symbol: string, inPosition: boolean, confidence = 92) => ({
  symbol,
  bot: 'hourBotPosition',
  inPosition,
  state: inPosition ? 'LONG' : 'FLAT',
  confidence,
});
const png = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });

describe('Screenshot Analysis', () => {
  it('reads each dropped screenshot in its own request with the bot choice, then lists the proposals for review', async () => {
    api.on('POST', '/api/analyze-screenshots', ({ body }) => {
      const file = (body as FormData).get('screenshots') as File;
      return file.name === 'a.png'
        ? { status: 201, body: [record('a.png', [proposal('AAPL', true), proposal('MSFT', true, 41)])] }
        : { status: 201, body: [record('b.png', [], 'No watchlist symbols found in this screenshot')] };
    });
    const { user } = renderView(<ScreenshotAnalysis />);
    const card = within(await screen.findByRole('region', { name: 'Screenshot Analysis' }));
    await user.upload(card.getByLabelText('Bot screenshots'), [png('a.png'), png('b.png')]);
    expect(card.getAllByText('Ready to analyze')).toHaveLength(2);

    await user.click(card.getByRole('combobox', { name: 'This screenshot shows:' }));
    await user.click(await screen.findByRole('option', { name: '1hr BX Bot' }));
    await user.click(card.getByRole('button', { name: 'Analyze' }));

    await card.findByText('2 positions found');
    await card.findByText('No watchlist symbols found in this screenshot');
    const posts = api.writes().filter((call) => call.path === '/api/analyze-screenshots');
    expect(posts).toHaveLength(2);
    expect(posts.map((call) => (call.body as FormData).get('bot'))).toEqual(['hourBotPosition', 'hourBotPosition']);

    const table = within(card.getByRole('table', { name: 'Proposed bot positions' }));
    // AAPL is already in position: a greyed row that cannot be ticked; MSFT would change: ticked, flagged low.
    const aapl = table.getByRole('checkbox', { name: 'Apply 1hr BX Bot In Position for AAPL' }) as HTMLInputElement;
    expect(aapl.disabled).toBe(true);
    expect(aapl.checked).toBe(false);
    const msft = table.getByRole('checkbox', { name: 'Apply 1hr BX Bot In Position for MSFT' }) as HTMLInputElement;
    expect(msft.checked).toBe(true);
    expect(table.getByText('41 (low)')).toBeTruthy();
  });

  it('applies only the ticked rows and says Bot Position Updated', async () => {
    api.on('POST', '/api/analyze-screenshots', {
      status: 201,
      body: [record('a.png', [proposal('MSFT', true), proposal('NVDA', true)])],
    });
    api.on('POST', '/api/apply-bot-analysis', { body: [makeStock('NVDA', { hourBotPosition: true })] });
    const { user } = renderView(<ScreenshotAnalysis />);
    const card = within(await screen.findByRole('region', { name: 'Screenshot Analysis' }));
    await user.upload(card.getByLabelText('Bot screenshots'), [png('a.png')]);
    await user.click(card.getByRole('button', { name: 'Analyze' }));
    await user.click(await card.findByRole('checkbox', { name: 'Apply 1hr BX Bot In Position for MSFT' }));
    await user.click(card.getByRole('button', { name: 'Apply Selected' }));

    await waitFor(() =>
      expect(api.writes().at(-1)).toEqual({
        method: 'POST',
        path: '/api/apply-bot-analysis',
        body: { changes: [{ symbol: 'NVDA', bot: 'hourBotPosition', inPosition: true }] },
      }),
    );
    await waitFor(() =>
      expect(currentToast()).toMatchObject({
        title: 'Bot Position Updated',
        description: 'Bot position has been saved successfully.',
        variant: 'success',
      }),
    );
  });

  it('says Update Failed when applying fails', async () => {
    api.on('POST', '/api/analyze-screenshots', { status: 201, body: [record('a.png', [proposal('NVDA', true)])] });
    api.on('POST', '/api/apply-bot-analysis', { status: 400, body: { message: 'Not on the watchlist: NVDA' } });
    const { user } = renderView(<ScreenshotAnalysis />);
    const card = within(await screen.findByRole('region', { name: 'Screenshot Analysis' }));
    await user.upload(card.getByLabelText('Bot screenshots'), [png('a.png')]);
    await user.click(card.getByRole('button', { name: 'Analyze' }));
    await user.click(await card.findByRole('button', { name: 'Apply Selected' }));
    await waitFor(() =>
      expect(currentToast()).toMatchObject({
        title: 'Update Failed',
        description: 'Failed to update bot position.\nNot on the watchlist: NVDA',
        variant: 'destructive',
      }),
    );
  });

  it('shows a failed file with the reason and keeps the others going', async () => {
    api.on('POST', '/api/analyze-screenshots', {
      status: 415,
      body: { message: 'File type must be image/png, image/jpeg' },
    });
    const { user } = renderView(<ScreenshotAnalysis />);
    const card = within(await screen.findByRole('region', { name: 'Screenshot Analysis' }));
    await user.upload(card.getByLabelText('Bot screenshots'), [png('fake.png')]);
    await user.click(card.getByRole('button', { name: 'Analyze' }));
    await card.findByText(/File type must be image\/png, image\/jpeg/);
    expect(card.queryByRole('table')).toBeNull();
  });

  it('refuses files the drop zone does not take, with the spec messages', async () => {
    const { user } = renderView(<ScreenshotAnalysis />);
    const card = within(await screen.findByRole('region', { name: 'Screenshot Analysis' }));
    // A file picker that ignores the accept list (as a drop does).
    const anyFile = userEvent.setup({ applyAccept: false });
    await anyFile.upload(card.getByLabelText('Bot screenshots'), [
      new File(['x'], 'notes.txt', { type: 'text/plain' }),
    ]);
    await card.findByText(/^notes\.txt: File type must be /);
    const many = Array.from({ length: 11 }, (_, i) => png(`s${i}.png`));
    await user.upload(card.getByLabelText('Bot screenshots'), many);
    await card.findByText('Too many files');
    expect(card.queryByText('Ready to analyze')).toBeNull();
  });

  it('lists earlier analyses with time and file name, and opens one again', async () => {
    api.on('GET', '/api/bot-analysis', { body: [record('monday.png', [proposal('MSFT', true)])] });
    const { user } = renderView(<ScreenshotAnalysis />);
    const list = within(await screen.findByRole('list', { name: 'Earlier analyses' }));
    expect(list.getByText('monday.png')).toBeTruthy();
    expect(list.getByText(/Nov 23, 2026.*1 position/)).toBeTruthy();
    await user.click(list.getByRole('button', { name: /^Open monday\.png/ }));
    expect(await screen.findByRole('checkbox', { name: 'Apply 1hr BX Bot In Position for MSFT' })).toBeTruthy();
  });
});
