import { act, render, screen } from '@testing-library/react';
import { createLiveConnection, LiveConnectionProvider, type LiveConnection } from '@tradeboard/ui';
import { FakeEventSource, fakeLiveOptions } from '@tradeboard/ui/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LiveStatus, liveStatusTooltip } from './LiveStatus.js';

let live: LiveConnection;
beforeEach(() => {
  FakeEventSource.reset();
  live = createLiveConnection(fakeLiveOptions());
});
afterEach(() => live.close());

const renderStatus = () =>
  render(
    <LiveConnectionProvider connection={live}>
      <LiveStatus />
    </LiveConnectionProvider>,
  );

describe('LiveStatus', () => {
  it("says 'Reconnecting…' until the stream opens, 'Live' while it is up, and again when it drops", () => {
    renderStatus();
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Reconnecting…');
    act(() => FakeEventSource.latest().open());
    expect(status.textContent).toBe('Live');
    act(() => FakeEventSource.latest().fail({ retrying: true }));
    expect(screen.getByRole('status').textContent).toBe('Reconnecting…');
  });

  it('the tooltip says when data last arrived', async () => {
    renderStatus();
    act(() => FakeEventSource.latest().open());
    screen.getByRole('status').focus();
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip.textContent).toMatch(/^Live updates are on\. Data last arrived at \d{1,2}:\d{2}:\d{2} [AP]M\.$/);
  });

  it('tooltip texts before any data and while reconnecting', () => {
    expect(liveStatusTooltip({ status: 'connecting', lastDataAt: null, leader: true })).toBe(
      'Live updates are reconnecting; the page checks for changes meanwhile. No data has arrived yet.',
    );
  });

  it('shows nothing on a page without a stream', () => {
    render(<LiveStatus />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
