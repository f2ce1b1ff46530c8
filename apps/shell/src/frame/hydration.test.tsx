import { createQueryClient } from '@tradeboard/ui';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RemoteSlot } from '../remotes/RemoteSlot.js';
import { ViewLoaderContext } from '../remotes/ViewLoaderContext.js';
import { STUDENT_TAB_SPECS } from '../remotes/viewMap.js';
import { ByWidth } from './hydration.js';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

/** Server markup in a container, hydrated as the page does it. */
async function hydrate(ui: React.ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(ui);
  document.body.append(container);
  const before = container.textContent;
  await act(async () => {
    hydrateRoot(container, ui);
  });
  return { container, before };
}

describe('<ByWidth/>', () => {
  it('holds both variants on the server and while hydrating, then only the one the media query picks', async () => {
    const errors = vi.spyOn(console, 'error');
    const ui = <ByWidth breakpoint="lg" isWide narrow={<p>stacked sections</p>} wide={<p>tabs</p>} />;
    const { container, before } = await hydrate(ui);
    expect(before).toBe('stacked sectionstabs');
    expect(container.textContent).toBe('tabs');
    expect(errors).not.toHaveBeenCalled();
  });

  it('keeps the slots of the variant about to go from loading anything', async () => {
    const loader = vi.fn(() => new Promise<never>(() => undefined));
    const slot = (
      <RemoteSlot
        viewRef={STUDENT_TAB_SPECS[0]!}
        label="Heat Map"
        role="student"
        queryClient={createQueryClient()}
        navigate={vi.fn()}
      />
    );
    const ui = (
      <ViewLoaderContext.Provider value={loader as never}>
        <ByWidth breakpoint="lg" isWide={false} narrow={slot} wide={slot} />
      </ViewLoaderContext.Provider>
    );
    await hydrate(ui);
    // Only the narrow variant's slot asked for its view.
    expect(loader).toHaveBeenCalledTimes(1);
  });
});
