import type { QueryClient } from '@tanstack/react-query';
import { mountRootParcel, type Parcel, type ParcelConfig } from 'single-spa';
import { vi } from 'vitest';
import { createQueryClient, type ParcelProps } from '@tradeboard/runtime';

export interface MountedParcel {
  parcel: Parcel;
  domElement: HTMLElement;
  queryClient: QueryClient;
  navigate: ReturnType<typeof vi.fn>;
  /** Unmounts the parcel and removes its element. */
  unmount: () => Promise<void>;
}

/**
 * Mount a remote's view the way the shell does (single-spa `mountRootParcel` into its own element,
 * with the ParcelProps of the contract) and wait until it is mounted.
 */
export async function mountParcel(
  config: ParcelConfig<ParcelProps>,
  props: Partial<ParcelProps> = {},
): Promise<MountedParcel> {
  const domElement = document.createElement('div');
  document.body.append(domElement);
  const queryClient = props.queryClient ?? createQueryClient();
  const navigate = vi.fn();
  const parcel = mountRootParcel(config, { domElement, role: 'admin', navigate, ...props, queryClient });
  await parcel.mountPromise;
  return {
    parcel,
    domElement,
    queryClient,
    navigate,
    unmount: async () => {
      await parcel.unmount();
      domElement.remove();
    },
  };
}
