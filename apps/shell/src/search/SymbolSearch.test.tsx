import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createQueryClient } from '@tradeboard/ui';
import { installFakeApi } from '@tradeboard/ui/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SymbolSearch } from './SymbolSearch.js';

afterEach(() => vi.unstubAllGlobals());

describe('<SymbolSearch/>', () => {
  it('Enter takes the first match of what was typed', async () => {
    installFakeApi({
      'GET /api/stocks': () => ({ body: [{ symbol: 'NVDA' }, { symbol: 'AAPL' }, { symbol: 'NFLX' }] }),
    });
    const navigate = vi.fn();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <SymbolSearch navigate={navigate} />
      </QueryClientProvider>,
    );
    const input = screen.getByRole('combobox', { name: 'Search watchlist symbols' });
    await userEvent.type(input, 'nv');
    await screen.findByRole('option', { name: 'NVDA' });
    await userEvent.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledWith('heatmap', { focusSymbol: 'NVDA' });
  });
});
