import Box from '@mui/material/Box';
import { ErrorFallback, LoadingState, useLiveConnection, type ParcelProps } from '@tradeboard/ui';
import { useContext, useEffect, useRef, useState } from 'react';
import { mountRootParcel, type Parcel } from 'single-spa';
import { useFrameHold } from '../frame/hydration.js';
import { clearLoadFailure, recordLoadFailure } from './loadFailures.js';
import { loadView as loadViewWithFederation } from './loadView.js';
import { RemoteViewError } from './RemoteViewError.js';
import { ViewLoaderContext } from './ViewLoaderContext.js';
import type { ViewRef } from './viewMap.js';

type SlotState = { status: 'loading' } | { status: 'ready' } | { status: 'error'; title: string; message: string };

export interface RemoteSlotProps extends ParcelProps {
  viewRef: ViewRef;
  label: string;
  /** Called once the view has mounted, or has failed (the page may then show what comes below it). */
  onSettled?: () => void;
}

function failureTitle(label: string, error: unknown): string {
  if (error instanceof RemoteViewError) {
    return error.kind === 'not-deployed' ? `${label} is not available` : `${label} could not be loaded`;
  }
  return `${label} failed to start`;
}

/**
 * Mounts one remote view as a single-spa parcel. Whatever goes wrong (module not in the
 * manifest, remoteEntry.js unreachable, the view throwing while mounting) stays inside this
 * slot: it shows a message with Retry and the rest of the dashboard keeps working.
 */
export function RemoteSlot({ viewRef, label, role, queryClient, navigate, onSettled }: RemoteSlotProps) {
  const loadView = useContext(ViewLoaderContext) ?? loadViewWithFederation;
  // The page's one live connection goes to every parcel (the contract): no remote opens its own.
  const live = useLiveConnection();
  const containerRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<SlotState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const parcelRef = useRef<Parcel | null>(null);
  // A slot in a part of the served frame that is about to go (frame/hydration.tsx) loads nothing.
  const held = useFrameHold();
  const propsRef = useRef<ParcelProps>({ role, queryClient, navigate, live });
  propsRef.current = { role, queryClient, navigate, live };

  useEffect(() => {
    const container = containerRef.current;
    if (!container || held) return undefined;
    let cancelled = false;
    // A fresh element per attempt: a previous parcel may still be unmounting from the old one.
    const host = document.createElement('div');
    container.append(host);
    setState({ status: 'loading' });

    const fail = (error: unknown) => {
      if (cancelled) return;
      console.error(`[shell] ${viewRef.remote}/${viewRef.view}:`, error);
      const failure = {
        title: failureTitle(label, error),
        message: error instanceof Error ? error.message : String(error),
      };
      recordLoadFailure(viewRef.remote, failure);
      setState({ status: 'error', ...failure });
    };

    loadView(viewRef, { retry: attempt > 0 })
      .then((config) => {
        if (cancelled) return;
        const parcel = mountRootParcel(config, { domElement: host, ...propsRef.current });
        parcelRef.current = parcel;
        parcel.mountPromise.then(() => {
          if (cancelled) return;
          clearLoadFailure(viewRef.remote);
          setState({ status: 'ready' });
        }, fail);
      })
      .catch(fail);

    return () => {
      cancelled = true;
      const parcel = parcelRef.current;
      parcelRef.current = null;
      const removeHost = () => host.remove();
      if (parcel) {
        parcel.mountPromise
          .then(() => parcel.unmount())
          .catch(() => undefined)
          .finally(removeHost);
      } else {
        removeHost();
      }
    };
  }, [viewRef, label, attempt, loadView, held]);

  const settledRef = useRef(onSettled);
  settledRef.current = onSettled;
  useEffect(() => {
    if (state.status !== 'loading') settledRef.current?.();
  }, [state.status]);

  // Later prop changes (e.g. a new navigate function) reach the mounted parcel without a remount.
  const sentProps = useRef<ParcelProps | null>(null);
  useEffect(() => {
    const parcel = parcelRef.current;
    if (state.status !== 'ready' || !parcel?.update || parcel.getStatus() !== 'MOUNTED') return;
    const sent = sentProps.current;
    sentProps.current = { role, queryClient, navigate, live };
    const same = sent && sent.role === role && sent.queryClient === queryClient && sent.navigate === navigate;
    if (!sent || (same && sent.live === live)) return;
    void parcel.update({ role, queryClient, navigate, live }).catch(() => undefined);
  }, [role, queryClient, navigate, live, state.status]);

  return (
    <Box
      data-remote-slot={`${viewRef.remote}/${viewRef.view}`}
      sx={{ position: 'relative', minHeight: state.status === 'loading' ? 96 : undefined }}
    >
      {/* Over the slot, not in its flow: the view renders beneath it before the mount settles, and
          removing an in-flow line then would move the view up (a layout shift). */}
      {state.status === 'loading' && (
        <LoadingState
          variant="inline"
          text={`Loading ${label}...`}
          sx={{ position: 'absolute', top: 0, left: 0, right: 0, bgcolor: 'background.default' }}
        />
      )}
      {state.status === 'error' && (
        <ErrorFallback
          title={state.title}
          message={state.message}
          subject={label}
          onRetry={() => setAttempt((n) => n + 1)}
        />
      )}
      <div ref={containerRef} hidden={state.status === 'error'} />
    </Box>
  );
}
