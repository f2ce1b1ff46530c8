import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import { useLayoutEffect } from 'react';
import { mountRootParcel, type Parcel } from 'single-spa';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { getJson } from '../api/apiRequest.js';
import { createQueryClient, type ParcelProps, createViewParcel } from '@tradeboard/runtime';

function mount(config: ReturnType<typeof createViewParcel>, props: Omit<ParcelProps, 'queryClient'>) {
  const domElement = document.createElement('div');
  document.body.append(domElement);
  const queryClient = createQueryClient();
  queryClient.setQueryData(['/api/stocks'], [{ symbol: 'NVDA' }]);
  const parcel: Parcel = mountRootParcel(config, { domElement, queryClient, ...props });
  return { parcel, domElement };
}

// single-spa-react resolves mount from componentDidMount of a root React renders on its own
// schedule, so these tests run outside act() like a real page does.
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

describe('createViewParcel', () => {
  it("mounts the view in its own root with the shell's query client and props", async () => {
    function StockList({ role }: ParcelProps) {
      const { data } = useQuery({
        queryKey: ['/api/stocks'],
        queryFn: () => getJson<{ symbol: string }[]>('/api/stocks'),
      });
      return <p>{`${role} sees ${data?.map((s) => s.symbol).join(',')}`}</p>;
    }
    const { parcel } = mount(createViewParcel(StockList), { role: 'student', navigate: vi.fn() });
    await parcel.mountPromise;
    expect(await screen.findByText('student sees NVDA')).toBeTruthy();
    await parcel.unmount();
    expect(screen.queryByText('student sees NVDA')).toBeNull();
  });

  it('shows a fallback with Retry when the view throws, and Retry remounts it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let shouldThrow = true;
    function Flaky() {
      if (shouldThrow) throw new Error('chart data missing');
      return <p>recovered</p>;
    }
    const { parcel } = mount(createViewParcel(Flaky, 'Heat Map'), { role: 'admin', navigate: vi.fn() });
    await parcel.mountPromise;
    expect(await screen.findByText('Heat Map stopped working')).toBeTruthy();
    expect(screen.getByText('chart data missing')).toBeTruthy();
    shouldThrow = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry Heat Map' }));
    await waitFor(() => expect(screen.getByText('recovered')).toBeTruthy());
    await parcel.unmount();
  });

  it('renders a large view in slices, so the page handles other work before the view is done', async () => {
    // A timer that keeps re-arming itself stands in for the page's other work (input, paint).
    let timerRuns = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      timerRuns += 1;
      timer = setTimeout(tick, 0);
    };
    tick();
    let runsWhenRenderStarted: number | undefined;
    let runsAtCommit: number | undefined;
    // Thirty rows that each take 2 ms to render: one uninterrupted render would block for 60 ms.
    function SlowRow({ index }: { index: number }) {
      if (index === 0) runsWhenRenderStarted ??= timerRuns;
      const until = performance.now() + 2;
      while (performance.now() < until);
      return <li>{`row ${index}`}</li>;
    }
    function BigView() {
      useLayoutEffect(() => {
        runsAtCommit = timerRuns;
      }, []);
      return (
        <ul>
          {Array.from({ length: 30 }, (_, index) => (
            <SlowRow key={index} index={index} />
          ))}
        </ul>
      );
    }
    const { parcel } = mount(createViewParcel(BigView), { role: 'student', navigate: vi.fn() });
    await parcel.mountPromise;
    clearTimeout(timer);
    expect(screen.getByText('row 29')).toBeTruthy();
    // The timer ran while the view was rendering: React gave the main thread back between slices.
    expect(runsAtCommit).toBeGreaterThan(runsWhenRenderStarted ?? Infinity);
    await parcel.unmount();
  });
});
