import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppThemeProvider, Toaster, createQueryClient, toastsAtom } from '@tradeboard/ui';
import { getDefaultStore } from 'jotai';
import type { ReactElement } from 'react';

/** Width of the happy-dom window: >= 1200 px shows the table, below it the tiles. */
export function setViewportWidth(width: number) {
  (window as unknown as { happyDOM: { setViewport: (size: { width: number; height: number }) => void } }).happyDOM.setViewport({
    width,
    height: 900,
  });
}

/** Render a view the way a parcel does (shared QueryClient, theme), with the shell's Toaster next to it. */
export function renderView(ui: ReactElement) {
  getDefaultStore().set(toastsAtom, []);
  const queryClient = createQueryClient();
  const user = userEvent.setup();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <AppThemeProvider>
        {ui}
        <Toaster />
      </AppThemeProvider>
    </QueryClientProvider>,
  );
  return { ...result, user, queryClient };
}

/** The visible toast's title and description. */
export function currentToast(): { title: string; description?: string; variant: string } | undefined {
  return getDefaultStore().get(toastsAtom).find((item) => item.open);
}
