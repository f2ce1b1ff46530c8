/**
 * react-dropzone (with file-selector, ~14 KiB compressed) downloads with the first upload widget
 * that renders, not with the kit: the kit is on every page, uploads only in the admin's forms
 * (issue 25). Until it has arrived a widget shows its zone inert (`useInertDropzone`: same markup,
 * a disabled input without its label), then remounts with the real hook.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import type * as ReactDropzone from 'react-dropzone';
import type { DropzoneInputProps, DropzoneOptions, DropzoneRootProps, DropzoneState } from 'react-dropzone';

type DropzoneModule = typeof ReactDropzone;

/** What the widgets use of react-dropzone's state. */
export type DropzoneHook = (
  options: DropzoneOptions,
) => Pick<DropzoneState, 'getRootProps' | 'getInputProps' | 'inputRef' | 'isDragActive' | 'open'>;

// A download cache, not page state: a second copy of the kit downloads (and caches) its own.
// eslint-disable-next-line no-restricted-syntax -- see above
let loaded: DropzoneModule | null = null;
// eslint-disable-next-line no-restricted-syntax -- see above
let loading: Promise<DropzoneModule> | null = null;

/** Downloads react-dropzone once; a failed download is tried again by the next call. */
export function loadDropzone(): Promise<DropzoneModule> {
  loading ??= import('react-dropzone').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** react-dropzone's hook once it has arrived (starting the download), or null until then. */
export function useDropzoneHook(): DropzoneHook | null {
  const [module, setModule] = useState(loaded);
  useEffect(() => {
    if (module) return;
    let current = true;
    // A failed download leaves the zone inert; the widget's next mount tries again.
    loadDropzone().then(
      (arrived) => current && setModule(arrived),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [module]);
  return module?.useDropzone ?? null;
}

/** The stand-in while react-dropzone downloads: the zone's props, no handlers, a disabled unlabelled input. */
export const useInertDropzone: DropzoneHook = () => {
  const inputRef = useRef<HTMLInputElement>(null) as RefObject<HTMLInputElement>;
  return {
    getRootProps: <T extends DropzoneRootProps>(props?: T) => ({ ...props }) as T,
    // Unlabelled: nothing (a test, assistive tech) finds the picker before it works.
    getInputProps: <T extends DropzoneInputProps>(props?: T) => {
      const { 'aria-label': _label, 'aria-labelledby': _labelledBy, ...rest } = props ?? {};
      return { ...rest, type: 'file', disabled: true, hidden: true, ref: inputRef } as unknown as T;
    },
    inputRef,
    isDragActive: false,
    open: () => undefined,
  };
};
