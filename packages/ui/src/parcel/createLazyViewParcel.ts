import { createViewParcel, type ParcelProps } from '@tradeboard/runtime';
import type { ComponentType } from 'react';
import type { ParcelConfig } from 'single-spa';

type LifecycleName = 'bootstrap' | 'mount' | 'unmount' | 'update';
type Lifecycle = (props: never) => Promise<unknown>;
/** What createViewParcel returns: one function per lifecycle (`update` optional in single-spa). */
type Lifecycles = Partial<Record<LifecycleName, Lifecycle>>;

/**
 * `createViewParcel` for a view whose code is downloaded when it is first shown, not with its
 * module's `./views`: `createLazyViewParcel(() => import('./views/AdminFlowView.js').then((m) =>
 * m.AdminFlowView), 'Unusual Flow')`. A remote exposes all its views from one module, so without
 * this a student's page would download and run the admin's editors too (issue 25). single-spa
 * calls `bootstrap` before the first mount: the view's code loads then, and the parcel mounts once
 * it has (the shell keeps its skeleton until then). A failed download is tried again on the next
 * bootstrap (the shell's Retry).
 */
export function createLazyViewParcel(
  load: () => Promise<ComponentType<ParcelProps>>,
  label: string,
): ParcelConfig<ParcelProps> {
  let parcel: Promise<Lifecycles> | undefined;
  const loaded = () =>
    (parcel ??= load().then(
      (View) => createViewParcel(View, label) as unknown as Lifecycles,
      (error: unknown) => {
        parcel = undefined;
        throw error;
      },
    ));
  const lifecycle =
    (name: LifecycleName): Lifecycle =>
    (props) =>
      loaded().then((config) => config[name]?.(props));
  return {
    bootstrap: lifecycle('bootstrap'),
    mount: lifecycle('mount'),
    unmount: lifecycle('unmount'),
    update: lifecycle('update'),
  } as unknown as ParcelConfig<ParcelProps>;
}
