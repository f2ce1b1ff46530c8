import { QueryClientProvider } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { createQueryClient } from '@tradeboard/ui';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { LastUpdated } from './LastUpdated.js';

describe('<LastUpdated/>', () => {
  it('hydrates the frame, prerendered with no data, though the page carried answers already in the cache, then shows their time', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <QueryClientProvider client={createQueryClient()}>
        <LastUpdated />
      </QueryClientProvider>,
    );
    document.body.append(container);
    expect(container.textContent).toBe('Last updated: —');
    // The bell's served answers enter the cache in the render that hydrates the header.
    const queryClient = createQueryClient();
    queryClient.setQueryData(['/api/unusual-flow'], []);
    const errors = vi.spyOn(console, 'error');
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(
        container,
        <QueryClientProvider client={queryClient}>
          <LastUpdated />
        </QueryClientProvider>,
        { onRecoverableError: recoverable },
      );
    });
    expect((await screen.findByTestId('last-updated')).textContent).toMatch(/^Last updated: \d/);
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    container.remove();
  });
});
