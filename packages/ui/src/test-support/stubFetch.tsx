/**
 * Test-only helpers (`@tradeboard/ui/test-support`, loaded by vitest only) until the kit's fake API
 * (`@tradeboard/ui/testing`) lands: a fetch stub answering by "METHOD url" that records every
 * call, and a render with the providers a parcel has (QueryClient, theme).
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { createQueryClient } from '../api/queryClient.js';
import { AppThemeProvider } from '../theme/AppThemeProvider.js';
import { toastsAtom } from '../toast/toastStore.js';

export interface RecordedCall {
  method: string;
  url: string;
  /** The URL decoded ('/api/holdings?fund=Main Fund'); routes may be written either way. */
  path: string;
  body: unknown;
}
export interface StubReply {
  status: number;
  body?: unknown;
}
export type StubRoute = StubReply | ((call: RecordedCall) => StubReply | Promise<StubReply>);

export function stubFetch(routes: Record<string, StubRoute>) {
  const calls: RecordedCall[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const path = decodeURIComponent(url.replace(/\+/g, ' '));
    const call = { method: init.method ?? 'GET', url, path, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined };
    calls.push(call);
    const route = routes[`${call.method} ${url}`] ?? routes[`${call.method} ${path}`];
    const reply = typeof route === 'function' ? await route(call) : (route ?? { status: 404, body: { message: 'no route' } });
    const text = reply.body === undefined ? null : JSON.stringify(reply.body);
    return new Response(reply.status === 204 ? null : text, { status: reply.status });
  });
  return { calls, writes: () => calls.filter((call) => call.method !== 'GET') };
}

export function renderWithProviders(ui: ReactElement) {
  const user = userEvent.setup();
  const queryClient = createQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <AppThemeProvider>{ui}</AppThemeProvider>
    </QueryClientProvider>,
  );
  return { user, queryClient, ...view };
}

export const visibleToast = () => getDefaultStore().get(toastsAtom).find((item) => item.open);
export const resetToasts = () => getDefaultStore().set(toastsAtom, []);
