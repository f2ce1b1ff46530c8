import { themeModeAtom } from '@tradeboard/runtime';
import { getDefaultStore } from 'jotai';
import { useLayoutEffect } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mountPage } from './mountPage.js';

// mountPage starts React on its own schedule, as the page does: no act().
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

/** A page of thirty rows that take 2 ms each, and what a timer did while React worked on it. */
function slowPage() {
  const seen = { timerRuns: 0, runsWhenRenderStarted: undefined as number | undefined };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const tick = () => {
    seen.timerRuns += 1;
    timer = setTimeout(tick, 0);
  };
  let committed: (runs: number) => void = () => undefined;
  const runsAtCommit = new Promise<number>((resolve) => (committed = resolve));
  function SlowRow({ index }: { index: number }) {
    if (index === 0) seen.runsWhenRenderStarted ??= seen.timerRuns;
    const until = performance.now() + 2;
    while (performance.now() < until);
    return <li>{`row ${index}`}</li>;
  }
  function Page() {
    useLayoutEffect(() => committed(seen.timerRuns), []);
    return (
      <ul>
        {Array.from({ length: 30 }, (_, index) => (
          <SlowRow key={index} index={index} />
        ))}
      </ul>
    );
  }
  return {
    seen,
    startTimer: tick,
    runsAtCommit: runsAtCommit.finally(() => clearTimeout(timer)),
    Page,
  };
}

describe('mountPage', () => {
  it('hydrates the served frame in slices, giving the main thread back in between', async () => {
    const errors = vi.spyOn(console, 'error');
    const { seen, startTimer, runsAtCommit, Page } = slowPage();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);
    // The frame was served in the theme this browser shows: it is hydrated, not replaced.
    document.documentElement.dataset.theme = getDefaultStore().get(themeModeAtom);
    const servedRow = container.querySelector('li');
    seen.runsWhenRenderStarted = undefined;
    startTimer();
    mountPage(container, <Page />);
    const runs = await runsAtCommit;
    expect(runs).toBeGreaterThan(seen.runsWhenRenderStarted ?? Infinity);
    expect(container.querySelector('li')).toBe(servedRow);
    expect(errors).not.toHaveBeenCalled();
  });

  it('renders afresh, also in slices, when the frame was served in the other theme', async () => {
    const { seen, startTimer, runsAtCommit, Page } = slowPage();
    const container = document.createElement('div');
    container.innerHTML = '<p>frame in the other theme</p>';
    document.body.append(container);
    document.documentElement.dataset.theme = getDefaultStore().get(themeModeAtom) === 'dark' ? 'light' : 'dark';
    startTimer();
    mountPage(container, <Page />);
    const runs = await runsAtCommit;
    expect(runs).toBeGreaterThan(seen.runsWhenRenderStarted ?? Infinity);
    expect(container.textContent).not.toContain('frame in the other theme');
    expect(container.querySelectorAll('li')).toHaveLength(30);
  });
});
