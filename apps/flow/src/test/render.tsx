import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppThemeProvider, createQueryClient, Toaster, toastsAtom } from '@tradeboard/ui';
import { getDefaultStore } from 'jotai';
import type { ReactElement } from 'react';

/** Renders a flow view with what a parcel gets (the QueryClient, the theme) and the shell's Toaster. */
export function renderFlow(ui: ReactElement) {
  getDefaultStore().set(toastsAtom, []);
  const queryClient = createQueryClient();
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <AppThemeProvider>
        {ui}
        <Toaster />
      </AppThemeProvider>
    </QueryClientProvider>,
  );
  return { ...view, user, queryClient };
}

export const shownToast = () => getDefaultStore().get(toastsAtom).find((item) => item.open);
