import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFramePainted, FRAME_PAINT_WAIT_LIMIT_MS } from './afterFramePainted.js';

/** A PerformanceObserver whose paint entries the test reports, as the browser does once it has painted. */
class FakePaintObserver {
  static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
  static current: FakePaintObserver | undefined;
  disconnected = false;
  constructor(private readonly callback: (list: { getEntriesByName(name: string): unknown[] }) => void) {
    FakePaintObserver.current = this;
  }
  observe() {}
  disconnect() {
    this.disconnected = true;
  }
  report(name: string) {
    this.callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) });
  }
}

/** Whether the promise has settled by the time pending microtasks have run. */
async function settled(promise: Promise<void>) {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
}

const servedFrame = () => {
  const root = document.createElement('div');
  root.innerHTML = '<header>Student Portal</header>';
  return root;
};

beforeEach(() => {
  vi.stubGlobal('PerformanceObserver', FakePaintObserver);
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  FakePaintObserver.current = undefined;
});

describe('afterFramePainted', () => {
  it("waits for the served frame's first contentful paint, not a first paint without content", async () => {
    const painted = afterFramePainted(servedFrame());
    FakePaintObserver.current?.report('first-paint');
    expect(await settled(painted)).toBe(false);
    FakePaintObserver.current?.report('first-contentful-paint');
    expect(await settled(painted)).toBe(true);
    expect(FakePaintObserver.current?.disconnected).toBe(true);
  });

  it('starts anyway once the wait limit has passed', async () => {
    vi.useFakeTimers();
    const painted = afterFramePainted(servedFrame());
    vi.advanceTimersByTime(FRAME_PAINT_WAIT_LIMIT_MS - 1);
    expect(await settled(painted)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(await settled(painted)).toBe(true);
  });

  it('does not wait without a served frame, in a hidden tab, or without paint timing', async () => {
    expect(await settled(afterFramePainted(document.createElement('div')))).toBe(true);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    expect(await settled(afterFramePainted(servedFrame()))).toBe(true);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    vi.stubGlobal('PerformanceObserver', { supportedEntryTypes: ['resource'] });
    expect(await settled(afterFramePainted(servedFrame()))).toBe(true);
    expect(FakePaintObserver.current).toBeUndefined();
  });
});
