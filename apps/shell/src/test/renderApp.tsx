import { render } from '@testing-library/react';
import { createQueryClient, type LiveConnection, type ParcelProps } from '@tradeboard/ui';
import type { ParcelConfig } from 'single-spa';
import { vi } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import { App } from '../App.js';
import type { ViewRef } from '../remotes/viewMap.js';

/** A parcel that just writes which view it is, so tests can see what was mounted where. */
export function fakeParcel(text: string): ParcelConfig<ParcelProps> {
  return {
    bootstrap: async () => undefined,
    mount: async (props) => {
      (props as unknown as { domElement: HTMLElement }).domElement.textContent = `${text} (${props.role})`;
    },
    unmount: async (props) => {
      (props as unknown as { domElement: HTMLElement }).domElement.textContent = '';
    },
  };
}

const fakeViewLoader = () => vi.fn(async (ref: ViewRef) => fakeParcel(`view ${ref.remote}/${ref.view}`));

export function renderApp(path: string, viewLoader = fakeViewLoader(), live?: LiveConnection) {
  const location = memoryLocation({ path, record: true });
  const queryClient = createQueryClient();
  const utils = render(
    <App queryClient={queryClient} live={live} locationHook={location.hook} viewLoader={viewLoader} />,
  );
  return { ...utils, location, queryClient, viewLoader };
}
