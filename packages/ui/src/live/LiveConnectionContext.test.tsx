import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getJson } from '../api/apiRequest.js';
import {
  createQueryClient,
  createViewParcel,
  createLiveConnection,
  LiveConnectionProvider,
  useLiveState,
  usePollingInterval,
  type LiveConnection,
} from '@tradeboard/runtime';
import { FakeEventSource, fakeLiveOptions } from '@tradeboard/runtime/testing';
import { installFakeApi } from '../testing/fakeApi.js';
import { mountParcel } from '../testing/parcel.js';

let connection: LiveConnection;
beforeEach(() => {
  FakeEventSource.reset();
  connection = createLiveConnection(fakeLiveOptions());
});
afterEach(() => {
  connection.close();
  vi.useRealTimers();
});

describe('usePollingInterval', () => {
  it('polls without a connection (tests, an older shell)', () => {
    const { result } = renderHook(() => usePollingInterval(5000));
    expect(result.current).toBe(5000);
  });

  it('is off while the stream is up and back at the spec value when it drops', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <LiveConnectionProvider connection={connection}>{children}</LiveConnectionProvider>
    );
    const { result } = renderHook(() => usePollingInterval(5000), { wrapper });
    expect(result.current).toBe(5000);
    act(() => FakeEventSource.latest().open());
    expect(result.current).toBe(false);
    act(() => FakeEventSource.latest().fail({ retrying: true }));
    expect(result.current).toBe(5000);
  });

  it('a query stops polling while live and resumes when the stream drops', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = installFakeApi({ 'GET /api/unusual-flow': { body: [] } });
    function Poller() {
      const query = useQuery({
        queryKey: ['/api/unusual-flow'],
        queryFn: () => getJson('/api/unusual-flow'),
        refetchInterval: usePollingInterval(5000),
      });
      return <p>{query.isSuccess ? 'loaded' : 'loading'}</p>;
    }
    render(
      <QueryClientProvider client={createQueryClient()}>
        <LiveConnectionProvider connection={connection}>
          <Poller />
        </LiveConnectionProvider>
      </QueryClientProvider>,
    );
    await screen.findByText('loaded');
    const reads = () => api.calls.filter((call) => call.path === '/api/unusual-flow').length;
    act(() => FakeEventSource.latest().open());
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(reads()).toBe(1);
    act(() => FakeEventSource.latest().fail({ retrying: true }));
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(reads()).toBe(2);
  });
});

describe('the contract hands the connection to parcels', () => {
  it('a parcel view sees the shell connection state', async () => {
    function View() {
      return <p>{useLiveState().status}</p>;
    }
    const mounted = await mountParcel(createViewParcel(View, 'Live view'), { live: connection });
    // The parcel's root renders on its own schedule: wait for what it shows, not for a moment.
    await waitFor(() => expect(mounted.domElement.textContent).toBe('connecting'));
    act(() => FakeEventSource.latest().open());
    await waitFor(() => expect(mounted.domElement.textContent).toBe('live'));
    // The parcel used the shell's stream: it opened none of its own.
    expect(FakeEventSource.instances).toHaveLength(1);
    await mounted.unmount();
  });
});
