import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createLiveConnection,
  createQueryClient,
  flowAlertRequestAtom,
  LiveConnectionProvider,
  noteOwnWrite,
  type LiveConnection,
} from '@tradeboard/ui';
import {
  createFakeChannels,
  createFakeLocks,
  FakeEventSource,
  fakeLiveOptions,
  installFakeApi,
  makeUnusualFlow,
} from '@tradeboard/ui/testing';
import { getDefaultStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConnectedNotificationBell } from './ConnectedNotificationBell.js';
import { FLOW_NOTIFICATIONS_STORAGE_KEY, flowNotificationsAtom } from './flowNotifications.js';

/** A stand-in for the browser's Notification: records what was shown. */
class FakeNotification {
  static permission: NotificationPermission = 'default';
  static answer: NotificationPermission = 'granted';
  static shown: FakeNotification[] = [];
  static requestPermission = vi.fn(async () => {
    FakeNotification.permission = FakeNotification.answer;
    return FakeNotification.answer;
  });
  onclick: (() => void) | null = null;
  close = vi.fn();
  constructor(
    readonly title: string,
    readonly options: NotificationOptions,
  ) {
    FakeNotification.shown.push(this);
  }
}

let live: LiveConnection;
const others: LiveConnection[] = [];
beforeEach(() => {
  FakeEventSource.reset();
  FakeNotification.permission = 'default';
  FakeNotification.answer = 'granted';
  FakeNotification.shown = [];
  FakeNotification.requestPermission.mockClear();
  vi.stubGlobal('Notification', FakeNotification);
  getDefaultStore().set(flowNotificationsAtom, false);
  live = createLiveConnection(fakeLiveOptions());
});
afterEach(() => {
  live.close();
  others.splice(0).forEach((other) => other.close());
});

function renderBell(navigate = vi.fn()) {
  const queryClient = createQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <LiveConnectionProvider connection={live}>
        <ConnectedNotificationBell navigate={navigate} />
      </LiveConnectionProvider>
    </QueryClientProvider>,
  );
  return { queryClient, navigate, user: userEvent.setup() };
}

async function openSwitch(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: /^Today's Activity/ }));
  return screen.findByRole('switch', { name: 'Notify me of new flow alerts' });
}

const today = () => new Date().toISOString();

describe("the bell's 'Notify me of new flow alerts' switch", () => {
  it('asks for the permission only on the click, and is remembered in this browser', async () => {
    installFakeApi({ 'GET /api/analysis-log/today': { body: [] }, 'GET /api/unusual-flow': { body: [] } });
    const { user } = renderBell();
    const toggle = await openSwitch(user);
    expect(FakeNotification.requestPermission).not.toHaveBeenCalled();
    expect((toggle as HTMLInputElement).checked).toBe(false);
    await user.click(toggle);
    expect(FakeNotification.requestPermission).toHaveBeenCalledTimes(1);
    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(true));
    expect(localStorage.getItem(FLOW_NOTIFICATIONS_STORAGE_KEY)).toBe('true');
    await user.click(toggle);
    expect((toggle as HTMLInputElement).checked).toBe(false);
    expect(localStorage.getItem(FLOW_NOTIFICATIONS_STORAGE_KEY)).toBe('false');
  });

  it('when the browser refuses, says so and stays off', async () => {
    FakeNotification.answer = 'denied';
    installFakeApi({ 'GET /api/analysis-log/today': { body: [] }, 'GET /api/unusual-flow': { body: [] } });
    const { user } = renderBell();
    const toggle = await openSwitch(user);
    await user.click(toggle);
    expect(await screen.findByText('Notifications are blocked for this site in your browser settings.')).toBeTruthy();
    expect((toggle as HTMLInputElement).checked).toBe(false);
    expect(toggle.getAttribute('aria-describedby')).toBeTruthy();
  });
});

describe('flow alert notifications', () => {
  function setup({ enabled = true, leader = true } = {}) {
    FakeNotification.permission = 'granted';
    getDefaultStore().set(flowNotificationsAtom, enabled);
    if (!leader) {
      // Two tabs of one browser: the other one holds the stream, this one is rendered.
      live.close();
      const shared = { channels: createFakeChannels(), locks: createFakeLocks() };
      others.push(createLiveConnection(fakeLiveOptions(shared)));
      live = createLiveConnection(fakeLiveOptions(shared));
    }
    const first = makeUnusualFlow('AAPL', { createdAt: today() });
    let flows = [first];
    installFakeApi({
      'GET /api/analysis-log/today': { body: [] },
      'GET /api/unusual-flow': () => ({ body: flows }),
    });
    const rendered = renderBell();
    const arrive = async (...alerts: ReturnType<typeof makeUnusualFlow>[]) => {
      flows = [...alerts, ...flows];
      await act(() => rendered.queryClient.refetchQueries({ queryKey: ['/api/unusual-flow'] }));
    };
    return { ...rendered, arrive };
  }

  it('a new alert shows ticker, type, strike, expiry and 120 characters of its description; a click opens it', async () => {
    const { arrive, navigate } = setup();
    await screen.findByRole('button', { name: "Today's Activity: 1" });
    expect(FakeNotification.shown).toEqual([]); // the first load is not news
    const alert = makeUnusualFlow('TSLA', {
      createdAt: today(),
      optionType: 'PUT',
      strike: 250,
      expiry: '12/18/2026',
      flowDescription: 'x'.repeat(130),
    });
    await arrive(alert);
    await waitFor(() => expect(FakeNotification.shown).toHaveLength(1));
    const [shown] = FakeNotification.shown;
    expect(shown?.title).toBe('New flow alert: TSLA PUT');
    expect(shown?.options.body).toBe(`Strike $250.00 · Expires 12/18/2026\n${'x'.repeat(120)}...`);
    const focus = vi.spyOn(window, 'focus').mockImplementation(() => undefined);
    act(() => shown?.onclick?.());
    expect(focus).toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('flow');
    expect(getDefaultStore().get(flowAlertRequestAtom)?.id).toBe(alert.id);
    expect(shown?.close).toHaveBeenCalled();
  });

  it("nothing for the page's own write", async () => {
    const { arrive } = setup();
    await screen.findByRole('button', { name: "Today's Activity: 1" });
    const mine = makeUnusualFlow('NVDA', { createdAt: today() });
    noteOwnWrite(live, mine);
    await arrive(mine);
    await screen.findByRole('button', { name: "Today's Activity: 2" });
    expect(FakeNotification.shown).toEqual([]);
  });

  it('nothing when switched off', async () => {
    const off = setup({ enabled: false });
    await screen.findByRole('button', { name: "Today's Activity: 1" });
    await off.arrive(makeUnusualFlow('AMD', { createdAt: today() }));
    await screen.findByRole('button', { name: "Today's Activity: 2" });
    expect(FakeNotification.shown).toEqual([]);
  });

  it('nothing in a follower tab', async () => {
    const follower = setup({ leader: false });
    await screen.findByRole('button', { name: "Today's Activity: 1" });
    expect(live.getState().leader).toBe(false);
    await follower.arrive(makeUnusualFlow('AMD', { createdAt: today() }));
    await screen.findByRole('button', { name: "Today's Activity: 2" });
    expect(FakeNotification.shown).toEqual([]);
  });
});
