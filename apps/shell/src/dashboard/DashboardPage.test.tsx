import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { focusSymbolAtom, type ParcelProps } from '@tradeboard/ui';
import { getDefaultStore } from 'jotai';
import type { ParcelConfigObject } from 'single-spa';
import { installFakeApi, setScreen } from '@tradeboard/ui/testing';
import { signedIn, signedOut } from '../test/auth.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ViewRef } from '../remotes/viewMap.js';
import { renderApp } from '../test/renderApp.js';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Replaces IntersectionObserver with one the test drives: `near(element)` reports that element on screen. */
function driveIntersections(): (element: Element) => void {
  const observers = new Set<{ callback: IntersectionObserverCallback; targets: Set<Element> }>();
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private entry: { callback: IntersectionObserverCallback; targets: Set<Element> };
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback, targets: new Set() };
        observers.add(this.entry);
      }
      observe(target: Element) {
        this.entry.targets.add(target);
      }
      disconnect() {
        observers.delete(this.entry);
      }
    },
  );
  return (element: Element) => {
    for (const { callback, targets } of [...observers]) {
      if (targets.has(element))
        callback([{ isIntersecting: true, target: element } as unknown as IntersectionObserverEntry], {} as never);
    }
  };
}

const stocks = [{ symbol: 'NVDA' }, { symbol: 'AAPL' }];

describe('dashboard on phones (below lg)', () => {
  it("stacks every section and the 'Quick jump to section...' selector scrolls smoothly, offset by the header + 16 px", async () => {
    setScreen('small');
    installFakeApi({ 'GET /api/auth/status': () => signedOut, 'GET /api/stocks': () => ({ body: stocks }) });
    renderApp('/student');

    const select = await screen.findByRole('combobox', { name: 'Quick jump to section' });
    expect(screen.getByRole('option', { name: 'Quick jump to section...' })).toBeTruthy();
    // Each section is a named group (not a landmark: modules bring their own regions); its label
    // is not a heading, so the modules' own h2 titles are not nested under another h2.
    for (const name of [
      'Heat Map',
      'Portfolio Data',
      'Unusual Flow',
      'Position Sizing Calculator',
      'Trading Library',
    ]) {
      expect(await screen.findByRole('group', { name })).toBeTruthy();
      expect(screen.queryByRole('heading', { name })).toBeNull();
    }
    expect(screen.queryByRole('tab')).toBeNull();

    const header = document.querySelector('header')!;
    vi.spyOn(header, 'offsetHeight', 'get').mockReturnValue(64);
    const section = document.getElementById('section-flow')!;
    vi.spyOn(section, 'getBoundingClientRect').mockReturnValue({ top: 800 } as DOMRect);
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);

    await userEvent.selectOptions(select, 'flow');
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith({ top: 800 - 64 - 16, behavior: 'smooth' }));
  });

  it('adds each section only once the one above has mounted, so a loading section never pushes a shown one', async () => {
    setScreen('small');
    installFakeApi({ 'GET /api/auth/status': () => signedOut, 'GET /api/stocks': () => ({ body: stocks }) });
    let mountHeatmap: () => void = () => undefined;
    const heatmapMounted = new Promise<void>((resolve) => (mountHeatmap = resolve));
    const viewLoader = vi.fn(async (ref: ViewRef): Promise<ParcelConfigObject<ParcelProps>> => ({
      bootstrap: async () => undefined,
      mount: () => (ref.remote === 'heatmap' ? heatmapMounted : Promise.resolve()),
      unmount: async () => undefined,
    }));
    renderApp('/student', viewLoader);
    await screen.findByRole('group', { name: 'Heat Map' });
    await act(() => new Promise((done) => setTimeout(done, 100)));
    expect(screen.queryByRole('group', { name: 'Portfolio Data' })).toBeNull();

    act(() => mountHeatmap());
    expect(await screen.findByRole('group', { name: 'Portfolio Data' })).toBeTruthy();
    expect(await screen.findByRole('group', { name: 'Trading Library' })).toBeTruthy();
  });

  it('a jump to a section not shown yet shows it and the ones above it at once', async () => {
    setScreen('small');
    installFakeApi({ 'GET /api/auth/status': () => signedOut, 'GET /api/stocks': () => ({ body: stocks }) });
    const viewLoader = vi.fn(async (): Promise<ParcelConfigObject<ParcelProps>> => ({
      bootstrap: async () => undefined,
      // The heat map never finishes mounting: only the jump can show what is below it.
      mount: () => new Promise<void>(() => undefined),
      unmount: async () => undefined,
    }));
    renderApp('/student', viewLoader);
    const select = await screen.findByRole('combobox', { name: 'Quick jump to section' });
    vi.stubGlobal('scrollTo', vi.fn());
    await userEvent.selectOptions(select, 'calculator');
    expect(await screen.findByRole('group', { name: 'Position Sizing Calculator' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Unusual Flow' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Trading Library' })).toBeNull();
  });

  it('loads a section below the first only when it comes near the screen or is chosen in the navigator', async () => {
    setScreen('small');
    installFakeApi({ 'GET /api/auth/status': () => signedOut, 'GET /api/stocks': () => ({ body: stocks }) });
    const near = driveIntersections();
    const loaded: string[] = [];
    const viewLoader = vi.fn(async (ref: ViewRef): Promise<ParcelConfigObject<ParcelProps>> => {
      loaded.push(ref.remote + '/' + ref.view);
      return { bootstrap: async () => undefined, mount: async () => undefined, unmount: async () => undefined };
    });
    renderApp('/student', viewLoader);

    // Every section is on the page (its place held), but only the first has loaded its module.
    await screen.findByRole('group', { name: 'Trading Library' });
    expect(loaded).toEqual(['heatmap/student-heatmap']);
    const portfolio = screen.getByRole('group', { name: 'Portfolio Data' });
    act(() => near(portfolio.querySelector('[data-waiting-section]')!));
    await waitFor(() => expect(loaded).toEqual(['heatmap/student-heatmap', 'funds/student-portfolio']));

    vi.stubGlobal('scrollTo', vi.fn());
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Quick jump to section' }), 'library');
    await waitFor(() => expect(loaded.at(-1)).toBe('library/student-library'));
    expect(loaded).toHaveLength(3);
    expect(screen.getByRole('group', { name: 'Unusual Flow' }).querySelector('[data-waiting-section]')).toBeTruthy();
  });

  it('a search hit leaves the scrolling to the module (it scrolls to the stock); a plain tab switch scrolls to the section', async () => {
    setScreen('small');
    installFakeApi({ 'GET /api/auth/status': () => signedOut, 'GET /api/stocks': () => ({ body: stocks }) });
    let moduleNavigate: ParcelProps['navigate'] | undefined;
    const viewLoader = vi.fn(async (ref: ViewRef): Promise<ParcelConfigObject<ParcelProps>> => ({
      bootstrap: async () => undefined,
      mount: async (props) => {
        if (ref.remote === 'heatmap') moduleNavigate = props.navigate;
      },
      unmount: async () => undefined,
    }));
    renderApp('/student', viewLoader);
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    const nextFrames = () =>
      act(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));

    await userEvent.type(await screen.findByRole('combobox', { name: 'Search watchlist symbols' }), 'nv');
    await userEvent.click(await screen.findByRole('option', { name: 'NVDA' }));
    expect(getDefaultStore().get(focusSymbolAtom)?.symbol).toBe('NVDA');
    await nextFrames();
    expect(scrollTo).not.toHaveBeenCalled();

    await waitFor(() => expect(moduleNavigate).toBeDefined());
    act(() => moduleNavigate!('flow'));
    await nextFrames();
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });
});

describe('the admin dashboard on a phone (issue 28)', () => {
  it('puts the navigator above the widgets over the tabs, which it can jump to', async () => {
    setScreen('phone');
    installFakeApi({ 'GET /api/auth/status': () => signedIn('admin'), 'GET /api/stocks': () => ({ body: [] }) });
    renderApp('/admin');
    const select = await screen.findByRole('combobox', { name: 'Quick jump to section' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Quick jump to section...',
      'Trading Activity',
      'Daily Activity & Next Session Trades',
      'Heat Map',
      'Unusual Flow',
      'Fund Holdings',
      'Bot Analysis',
      'Portfolio Data',
      'Trading Library',
    ]);
    // Before the first widget: the disclaimer, then the navigator, then Trading Activity.
    const firstSlot = await waitFor(() => document.getElementById('section-daily-activity')!);
    expect(select.compareDocumentPosition(firstSlot) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    const header = document.querySelector('header')!;
    vi.spyOn(header, 'offsetHeight', 'get').mockReturnValue(60);
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    await userEvent.selectOptions(select, 'main-fund');
    const slot = await waitFor(() => document.getElementById('section-main-fund')!);
    vi.spyOn(slot, 'getBoundingClientRect').mockReturnValue({ top: 500 } as DOMRect);
    await userEvent.selectOptions(select, 'main-fund');
    await waitFor(() => expect(scrollTo).toHaveBeenLastCalledWith({ top: 500 - 60 - 16, behavior: 'smooth' }));
  });

  it('loads the heat map, which the widgets push below the first screen, only when it comes near the screen', async () => {
    setScreen('phone');
    installFakeApi({ 'GET /api/auth/status': () => signedIn('admin'), 'GET /api/stocks': () => ({ body: [] }) });
    const near = driveIntersections();
    const loaded: string[] = [];
    const viewLoader = vi.fn(async (ref: ViewRef): Promise<ParcelConfigObject<ParcelProps>> => {
      loaded.push(ref.remote + '/' + ref.view);
      return { bootstrap: async () => undefined, mount: async () => undefined, unmount: async () => undefined };
    });
    renderApp('/admin', viewLoader);

    // The widgets load at once; every section holds its place, the heat map too.
    const heatmap = await screen.findByRole('group', { name: 'Heat Map' });
    await screen.findByRole('group', { name: 'Trading Library' });
    expect(loaded.some((view) => view.startsWith('heatmap/'))).toBe(false);
    expect(loaded.length).toBeGreaterThan(0);
    act(() => near(heatmap.querySelector('[data-waiting-section]')!));
    await waitFor(() => expect(loaded.at(-1)).toBe('heatmap/admin-heatmap'));
  });

  it("keeps one row of controls: 'Refresh All' (with the last update) and Logout are in the ⋮ menu", async () => {
    setScreen('phone');
    let loggedOut = false;
    installFakeApi({
      'GET /api/auth/status': () => (loggedOut ? signedOut : signedIn('admin')),
      'GET /api/stocks': () => ({ body: stocks }),
      'GET /api/analysis-log/today': () => ({ body: [] }),
      'GET /api/unusual-flow': () => ({ body: [] }),
      'POST /api/auth/logout': () => {
        loggedOut = true;
        return { body: { success: true } };
      },
    });
    const { location } = renderApp('/admin');
    expect(await screen.findByText('Admin: admin')).toBeTruthy();
    const header = document.querySelector('header')!;
    expect(within(header).queryByRole('button', { name: 'Refresh All' })).toBeNull();
    expect(within(header).queryByRole('button', { name: 'Logout' })).toBeNull();

    await userEvent.click(within(header).getByRole('button', { name: 'Admin menu' }));
    expect(
      (await screen.findAllByRole('menuitem')).map((item) => item.textContent?.replace(/Last updated.*/, '')),
    ).toEqual(['Refresh All', 'Download backup', 'Change password', 'Modules', 'Sign out everywhere', 'Logout']);
    await waitFor(() => expect(screen.getByTestId('last-updated').textContent).toMatch(/^Last updated: \d/));
    await userEvent.click(screen.getByRole('menuitem', { name: /Refresh All/ }));
    expect((await screen.findByTestId('toast')).textContent).toContain('All dashboard data has been updated.');

    await userEvent.click(within(header).getByRole('button', { name: 'Admin menu' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/login'));
  });
});

describe('header on a phone (below sm)', () => {
  it('keeps the search behind an icon button; it opens focused and closes after a pick', async () => {
    setScreen('phone');
    installFakeApi({ 'GET /api/auth/status': () => signedOut, 'GET /api/stocks': () => ({ body: stocks }) });
    const { location } = renderApp('/student/flow');
    const toggle = await screen.findByRole('button', { name: 'Search symbols' });
    expect(screen.queryByRole('combobox', { name: 'Search watchlist symbols' })).toBeNull();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');

    await userEvent.click(toggle);
    // The search's Autocomplete downloads when first shown; the field it replaces is not a combobox.
    const input = await screen.findByRole('combobox', { name: 'Search watchlist symbols' });
    await waitFor(() => expect(document.activeElement).toBe(input));
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')?.contains(input)).toBe(true);

    await userEvent.type(input, 'nv');
    await screen.findByRole('option', { name: 'NVDA' });
    await userEvent.keyboard('{Enter}');
    expect(location.history.at(-1)).toBe('/student/heatmap');
    await waitFor(() => expect(screen.queryByRole('combobox', { name: 'Search watchlist symbols' })).toBeNull());
  });
});

describe('dashboard on large screens', () => {
  it('shows tabs and no quick-jump selector; a tab click pushes /<role>/<tab>', async () => {
    setScreen('large');
    installFakeApi({ 'GET /api/auth/status': () => signedOut, 'GET /api/stocks': () => ({ body: stocks }) });
    const { location } = renderApp('/student');
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Heat Map',
      'Portfolio Data',
      'Unusual Flow',
      'Position Sizing Calculator',
      'Trading Library',
    ]);
    // Only the active tab has a panel, so only it points at one.
    expect(tabs.map((tab) => tab.getAttribute('aria-controls'))).toEqual(['tabpanel-heatmap', null, null, null, null]);
    expect(screen.getByRole('tabpanel', { name: 'Heat Map' }).id).toBe('tabpanel-heatmap');
    expect(screen.queryByRole('combobox', { name: 'Quick jump to section' })).toBeNull();
    // The student portal has no admin menu (so no 'Download backup').
    expect(screen.queryByRole('button', { name: 'Admin menu' })).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: 'Position Sizing Calculator' }));
    expect(location.history.at(-1)).toBe('/student/calculator');
    expect(await screen.findByText('view funds/position-calculator (student)')).toBeTruthy();
  });

  it('the admin has the 6 tabs of SPEC section 2', async () => {
    setScreen('large');
    installFakeApi({ 'GET /api/auth/status': () => signedIn('admin'), 'GET /api/stocks': () => ({ body: [] }) });
    renderApp('/admin');
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Heat Map',
      'Unusual Flow',
      'Fund Holdings',
      'Bot Analysis',
      'Portfolio Overview',
      'Trading Library',
    ]);
    expect(screen.getByText('Admin: admin')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Admin menu' })).toBeTruthy();
    expect(screen.getByRole('note').textContent).toMatch(/not financial advice.*licensed/i);
  });

  it('search finds a watchlist symbol, opens the heat map tab and focuses that stock for 1000 ms', async () => {
    setScreen('large');
    installFakeApi({ 'GET /api/auth/status': () => signedOut, 'GET /api/stocks': () => ({ body: stocks }) });
    const { location } = renderApp('/student/flow');
    const input = await screen.findByRole('combobox', { name: 'Search watchlist symbols' });
    await userEvent.type(input, 'nv');
    const option = await screen.findByRole('option', { name: 'NVDA' });
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      fireEvent.click(option);
      expect(location.history.at(-1)).toBe('/student/heatmap');
      expect(getDefaultStore().get(focusSymbolAtom)?.symbol).toBe('NVDA');
      act(() => vi.advanceTimersByTime(1000));
      expect(getDefaultStore().get(focusSymbolAtom)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it("'Refresh All' refetches every query and reports success or failure in a toast", async () => {
    setScreen('large');
    let stocksFail = false;
    installFakeApi({
      'GET /api/auth/status': () => signedIn('admin'),
      'GET /api/stocks': () => (stocksFail ? { status: 500, text: 'down' } : { body: stocks }),
      'GET /api/analysis-log/today': () => ({ body: [] }),
      'GET /api/unusual-flow': () => ({ body: [] }),
    });
    renderApp('/admin');
    const refresh = await screen.findByRole('button', { name: 'Refresh All' });
    await waitFor(() => expect(screen.getByTestId('last-updated').textContent).toMatch(/^Last updated: \d/));

    await userEvent.click(refresh);
    await waitFor(() => expect(document.body.textContent).toContain('All dashboard data has been updated.'));
    expect(document.body.textContent).toContain('Data Refreshed');

    stocksFail = true;
    await userEvent.click(refresh);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Refresh Failed')).toBeTruthy();
    expect(within(alert).getByText('Failed to refresh dashboard data')).toBeTruthy();
  });

  it("the theme toggle switches mode and saves it under 'theme'", async () => {
    setScreen('large');
    installFakeApi({ 'GET /api/auth/status': () => signedOut, 'GET /api/stocks': () => ({ body: [] }) });
    renderApp('/student');
    await userEvent.click(await screen.findByRole('button', { name: 'Switch to dark mode' }));
    expect(localStorage.getItem('theme')).toBe('dark');
    await userEvent.click(screen.getByRole('button', { name: 'Switch to light mode' }));
    expect(localStorage.getItem('theme')).toBe('light');
  });
});
