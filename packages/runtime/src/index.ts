/**
 * @tradeboard/runtime: what must exist once per page, shared by Module Federation as a singleton
 * (the shell's copy wins): the shell/remote contract and its version, parcel mounting, the
 * toast/theme/focus state in jotai's default store, the one QueryClient and the live-update stream.
 * Everything else a module uses is in the module kit, @tradeboard/ui. See README.md and CONTRACT.md.
 */
export * from './contract.js';

export { AUTH_STATUS_STALE_MS, createQueryClient } from './api/queryClient.js';
export { queryKeys } from './api/queryKeys.js';
export type { QueryKeyPart, QueryParams } from './api/queryKeys.js';

// Live updates (GET /api/events): the page's one stream, shared by tabs; see README.
export * from './live/index.js';

export {
  dismissToast,
  toast,
  toastsAtom,
  TOAST_DURATION_MS,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
} from './toast/toastStore.js';
export type { ToastAction, ToastInput, ToastItem, ToastVariant } from './toast/toastStore.js';
export { useToast } from './toast/useToast.js';
export { Toaster } from './toast/Toaster.js';

export { initialThemeMode, themeModeAtom, toggleThemeMode, THEME_STORAGE_KEY } from './theme/themeMode.js';
export type { ThemeMode } from './theme/themeMode.js';
export { createAppTheme } from './theme/createAppTheme.js';
export { domainPalette } from './theme/domainPalette.js';
export type { DomainPalette, TrendSwatch } from './theme/domainPalette.js';
export { AppThemeProvider } from './theme/AppThemeProvider.js';
export type { AppThemeProviderProps } from './theme/AppThemeProvider.js';

export { focusSymbolAtom, requestFocusSymbol, FOCUS_HIGHLIGHT_MS } from './focus/focusSymbol.js';
export type { FocusTarget } from './focus/focusSymbol.js';

export { createViewParcel } from './parcel/createViewParcel.js';
export { ErrorFallback } from './parcel/ErrorFallback.js';
export type { ErrorFallbackProps } from './parcel/ErrorFallback.js';
export { ViewErrorBoundary } from './parcel/ViewErrorBoundary.js';
