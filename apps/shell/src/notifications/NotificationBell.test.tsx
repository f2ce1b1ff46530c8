import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ActivityItem } from './activityItems.js';
import { NotificationBell } from './NotificationBell.js';

const item = (n: number, fields: Partial<ActivityItem> = {}): ActivityItem => ({
  key: `analysis-${n}`,
  kind: 'analysis',
  symbol: `SYM${n}`,
  label: 'text analysis',
  preview: `note ${n}`,
  createdAt: new Date(2026, 0, 1, 9, n % 60),
  ...fields,
});

afterEach(() => vi.useRealTimers());

describe('<NotificationBell/>', () => {
  it("caps the badge at '99+'", () => {
    render(<NotificationBell items={Array.from({ length: 150 }, (_, n) => item(n))} navigate={vi.fn()} />);
    expect(within(screen.getByTestId('bell-count')).getByText('99+')).toBeTruthy();
  });

  it("shows 'Today's Activity' and 'No activity today' when empty, with no badge count", async () => {
    render(<NotificationBell items={[]} navigate={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: "Today's Activity: 0" }));
    // The panel's code arrives on the first press (ActivityPanel).
    expect(await screen.findByText("Today's Activity")).toBeTruthy();
    expect(screen.getByText('No activity today')).toBeTruthy();
  });

  it('lists items with their symbol, label and preview', async () => {
    render(
      <NotificationBell
        items={[
          item(1, { label: 'full analysis', preview: 'Breakout above range' }),
          item(2, { kind: 'flow', key: 'flow-2', symbol: 'TSLA', label: 'PUT Flow Alert', preview: 'Big put sweep' }),
        ]}
        navigate={vi.fn()}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: "Today's Activity: 2" }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('SYM1')).toBeTruthy();
    expect(within(menu).getByText('full analysis')).toBeTruthy();
    expect(within(menu).getByText('Breakout above range')).toBeTruthy();
    expect(within(menu).getByText('PUT Flow Alert')).toBeTruthy();
  });

  it('a click closes the menu and 200 ms later opens the heat map on that symbol, or the flow tab', async () => {
    const navigate = vi.fn();
    render(
      <NotificationBell
        items={[item(7, { symbol: 'NVDA' }), item(8, { kind: 'flow', key: 'flow-8', label: 'CALL Flow Alert' })]}
        navigate={navigate}
      />,
    );

    fireEvent.click(screen.getByRole('button', { name: "Today's Activity: 2" }));
    const nvda = await screen.findByText('NVDA');
    vi.useFakeTimers();
    fireEvent.click(nvda);
    act(() => vi.advanceTimersByTime(199));
    expect(navigate).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(navigate).toHaveBeenCalledWith('heatmap', { focusSymbol: 'NVDA' });
    expect(screen.queryByRole('menu')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: "Today's Activity: 2" }));
    fireEvent.click(screen.getByText('CALL Flow Alert'));
    act(() => vi.advanceTimersByTime(200));
    expect(navigate).toHaveBeenLastCalledWith('flow');
  });

  it('the bell says whether its panel is open and which it is; the menu inside holds only the items', async () => {
    render(<NotificationBell items={[item(1), item(2)]} navigate={vi.fn()} />);
    const bell = screen.getByRole('button', { name: "Today's Activity: 2" });
    expect(bell.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(bell);
    expect(bell.getAttribute('aria-expanded')).toBe('true');
    await screen.findByRole('menu');
    const panel = document.getElementById(bell.getAttribute('aria-controls') ?? '');
    expect(panel).toBeTruthy();
    expect(within(panel!).getByRole('heading', { name: "Today's Activity" })).toBeTruthy();
    const menu = within(panel!).getByRole('menu', { name: "Today's Activity" });
    expect(Array.from(menu.children, (child) => child.getAttribute('role'))).toEqual(['menuitem', 'menuitem']);
  });

  it('with nothing today, says so outside any menu', async () => {
    render(<NotificationBell items={[]} navigate={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: "Today's Activity: 0" }));
    expect(await screen.findByText('No activity today')).toBeTruthy();
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
