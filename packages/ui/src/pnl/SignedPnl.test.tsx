import { ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createAppTheme } from '@tradeboard/runtime';
import { SignedPnl, type SignedPnlProps } from './SignedPnl.js';

function show(props: SignedPnlProps, mode: 'light' | 'dark' = 'light') {
  const { container } = render(
    <ThemeProvider theme={createAppTheme(mode)}>
      <SignedPnl {...props} />
    </ThemeProvider>,
  );
  return container.querySelector<HTMLElement>('[data-pnl]');
}

describe('SignedPnl', () => {
  it("shows a gain with '+', an arrow and the up colour; a loss with '-' and the down colour", () => {
    const gain = show({ value: 1234.5 });
    expect(gain?.textContent).toBe('+$1,234.50');
    expect(gain?.dataset.pnl).toBe('up');
    expect(gain?.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(getComputedStyle(gain!).color).toBe(createAppTheme('light').palette.pnl.up);
    const loss = show({ value: -20 });
    expect(loss?.textContent).toBe('-$20.00');
    expect(getComputedStyle(loss!).color).toBe(createAppTheme('light').palette.pnl.down);
  });

  it("counts zero (and what rounds to zero) as a gain: '+' is shown when >= 0", () => {
    expect(show({ value: 0 })?.textContent).toBe('+$0.00');
    expect(show({ value: -0.001 })?.textContent).toBe('+$0.00');
  });

  it('formats percents with 2 decimals and currency with 0 decimals when asked', () => {
    expect(show({ value: 12.345, format: 'percent' })?.textContent).toBe('+12.35%');
    expect(show({ value: -3, format: 'percent' })?.textContent).toBe('-3.00%');
    expect(show({ value: 12486.4, decimals: 0 })?.textContent).toBe('+$12,486');
  });

  it('uses the dark-mode shade in dark mode', () => {
    expect(getComputedStyle(show({ value: 1 }, 'dark')!).color).toBe(createAppTheme('dark').palette.pnl.up);
  });

  it("shows a missing figure as 'Not set', never as 0", () => {
    render(<SignedPnl value={null} notSetLabel="Not Set" />);
    expect(screen.getByText('Not Set')).toBeTruthy();
    expect(screen.queryByText(/\$/)).toBeNull();
  });
});
