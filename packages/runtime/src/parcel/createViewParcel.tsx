import { QueryClientProvider } from '@tanstack/react-query';
import { getDefaultStore, Provider as JotaiProvider } from 'jotai';
import type { ComponentType } from 'react';
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import type { AppProps, ParcelConfig } from 'single-spa';
import type { ReactAppOrParcel } from 'single-spa-react';
import type { ParcelProps } from '../contract.js';
import { LiveConnectionProvider } from '../live/LiveConnectionContext.js';
import { AppThemeProvider } from '../theme/AppThemeProvider.js';
import { ViewErrorBoundary } from './ViewErrorBoundary.js';

// single-spa-react renders each view with `createRoot(...).render`, one task for the whole
// tree; through this client the render is a transition, done in slices of a few milliseconds
// that leave the main thread free in between (issue 25, Total Blocking Time).
const slicedRenderingClient = {
  createRoot(container: Element | DocumentFragment, options?: ReactDOMClient.RootOptions) {
    const root = ReactDOMClient.createRoot(container, options);
    return {
      render: (children: React.ReactNode) => React.startTransition(() => root.render(children)),
      unmount: () => root.unmount(),
    };
  },
};

/**
 * Turn a view component into a single-spa parcel. A parcel is its own React root, so the
 * shell's providers do not reach it: this wraps the view in the shell's QueryClient and live
 * connection (props), the shared theme, jotai's default store (shared state: toasts, theme, focus)
 * and an error boundary with Retry, so a crashing view never takes the page down.
 */
export function createViewParcel(
  View: ComponentType<ParcelProps>,
  label: string = View.displayName || View.name || 'This section',
): ParcelConfig<ParcelProps> {
  function ParcelRoot(props: ParcelProps & AppProps) {
    const { role, queryClient, navigate, live } = props;
    return (
      <JotaiProvider store={getDefaultStore()}>
        <QueryClientProvider client={queryClient}>
          <LiveConnectionProvider connection={live}>
            <AppThemeProvider>
              <ViewErrorBoundary label={label}>
                <View role={role} queryClient={queryClient} navigate={navigate} live={live} />
              </ViewErrorBoundary>
            </AppThemeProvider>
          </LiveConnectionProvider>
        </QueryClientProvider>
      </JotaiProvider>
    );
  }
  ParcelRoot.displayName = `ParcelRoot(${label})`;

  // single-spa-react is downloaded when the first view mounts, not with the runtime: a page
  // without views, such as /login, does not need it (issue 25). A failed download is tried again
  // on the next bootstrap (the shell's Retry).
  let made: Promise<ReactAppOrParcel<ParcelProps>> | undefined;
  const lifecycles = () =>
    (made ??= import('single-spa-react').then(
      ({ default: singleSpaReact }) =>
        singleSpaReact<ParcelProps>({
          React,
          ReactDOMClient: slicedRenderingClient,
          rootComponent: ParcelRoot,
          // The root's own ViewErrorBoundary handles errors; silence single-spa-react's warning.
          suppressComponentDidCatchWarning: true,
        }),
      (error: unknown) => {
        made = undefined;
        throw error;
      },
    ));
  type Props = ParcelProps & AppProps;
  const config = {
    bootstrap: (props: Props) => lifecycles().then((parcel) => parcel.bootstrap(props)),
    mount: (props: Props) => lifecycles().then((parcel) => parcel.mount(props)),
    unmount: (props: Props) => lifecycles().then((parcel) => parcel.unmount(props)),
    update: (props: Props) => lifecycles().then((parcel) => parcel.update?.(props)),
  };
  return config as unknown as ParcelConfig<ParcelProps>;
}
