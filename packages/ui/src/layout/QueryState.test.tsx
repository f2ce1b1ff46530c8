import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QueryState } from './QueryState.js';

const texts = { loadingText: 'Loading holdings...', errorText: 'Failed to fetch holdings', label: 'Current Holdings' };

describe('QueryState', () => {
  it('announces the loading text', () => {
    render(<QueryState query={{ isPending: true, isError: false, refetch: vi.fn() }} {...texts} />);
    expect(screen.getByRole('status').textContent).toBe('Loading holdings...');
  });

  it('shows the failure with a Retry named after what it retries, which refetches', async () => {
    const refetch = vi.fn();
    render(<QueryState query={{ isPending: false, isError: true, refetch }} {...texts} />);
    expect(screen.getByRole('alert').textContent).toContain('Failed to fetch holdings');
    await userEvent.click(screen.getByRole('button', { name: 'Retry Current Holdings' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('renders nothing once the data is there', () => {
    const { container } = render(
      <QueryState query={{ isPending: false, isError: false, refetch: vi.fn() }} {...texts} />,
    );
    expect(container.textContent).toBe('');
  });
});
