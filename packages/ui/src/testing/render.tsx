import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import type { ReactElement } from 'react';
import { createQueryClient, AppThemeProvider, Toaster, toastsAtom, type ToastItem } from '@tradeboard/runtime';

export interface RenderViewOptions extends Omit<RenderOptions, 'queries'> {
  /** Defaults to a fresh client with the product's defaults (createQueryClient). */
  queryClient?: QueryClient;
}

/**
 * Render a view the way a parcel runs it (the shell's QueryClient, the theme) with the shell's
 * Toaster next to it; answers testing-library's result plus a userEvent `user` and the client.
 */
export function renderView(
  ui: ReactElement,
  { queryClient = createQueryClient(), ...options }: RenderViewOptions = {},
) {
  getDefaultStore().set(toastsAtom, []);
  const user = userEvent.setup();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <AppThemeProvider>
        {ui}
        <Toaster />
      </AppThemeProvider>
    </QueryClientProvider>,
    options,
  );
  return { ...result, user, queryClient };
}

/** The visible toast (title, description, variant), if any. */
export function currentToast(): Pick<ToastItem, 'title' | 'description' | 'variant'> | undefined {
  return getDefaultStore()
    .get(toastsAtom)
    .find((item) => item.open);
}
