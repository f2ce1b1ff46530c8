/**
 * @tradeboard/ui: the module kit (components, API resources, upload widgets, formatters). Shared by
 * Module Federation under a semver range, not as a singleton: a remote built against a newer kit
 * brings its own copy. Its state-holding pieces live in @tradeboard/runtime (the page's singleton)
 * and are re-exported here, so `import { toast, createViewParcel } from '@tradeboard/ui'` keeps
 * working and still reaches the one instance. See README.md.
 */
export * from '@tradeboard/runtime';
export { createLazyViewParcel } from './parcel/createLazyViewParcel.js';

export {
  ApiError,
  apiRequest,
  currentRecordOf,
  getJson,
  isStaleWrite,
  messageFromBody,
  requestJson,
  readableErrorMessage,
  throwIfNotOk,
} from './api/apiRequest.js';
export type { HttpMethod, RequestOptions } from './api/apiRequest.js';
export * from './api/resources/index.js';
export type { VersionedRef } from './api/resources/collection.js';
export { STALE_WRITE_TITLE, UNDO_FAILED_TITLE, useApiMutation } from './api/useApiMutation.js';
export type { ApiMutationOptions, ToastText } from './api/useApiMutation.js';
export { uploadFile, UploadError } from './api/uploadFile.js';

export type { UploadFileOptions } from './api/uploadFile.js';

export { useFocusedSymbol } from './focus/useFocusedSymbol.js';
export { focusHighlight } from './focus/focusHighlight.js';

export { sortRows } from './sort/sortRows.js';
export type { SortDirection, SortValue } from './sort/sortRows.js';
export { nextSortState, useSortState } from './sort/useSortState.js';
export type { SortState } from './sort/useSortState.js';
export { SortableHeaderCell } from './sort/SortableHeaderCell.js';
export type { SortableHeaderCellProps } from './sort/SortableHeaderCell.js';

export {
  formatCurrency,
  formatPercent,
  formatSignedCurrency,
  formatUsDate,
  todayUsDate,
  truncate,
} from './format/formatters.js';

// Building blocks every module uses (layout and states, tables, dialogs, responsive hooks, P&L).
export { SectionCard } from './layout/SectionCard.js';
export type { SectionCardProps } from './layout/SectionCard.js';
export { NotSet, visuallyHidden } from './layout/NotSet.js';
export { LoadingState } from './layout/LoadingState.js';
export type { LoadingStateProps } from './layout/LoadingState.js';
export { QueryState } from './layout/QueryState.js';
export type { QueryStateProps } from './layout/QueryState.js';

export { DataLayout } from './table/DataLayout.js';
export type { DataLayoutProps } from './table/DataLayout.js';
export { DataTable } from './table/DataTable.js';
export type { DataTableProps } from './table/DataTable.js';
export { DataTiles } from './table/DataTiles.js';
export type { DataTilesProps } from './table/DataTiles.js';
export { SortChips } from './table/SortChips.js';
export { useSortedRows } from './table/useSortedRows.js';
export type { Column, RowIdentity, SortControl, SortValueOf } from './table/column.js';

export { useDialogTarget } from './dialog/useDialogTarget.js';
export { useFormValues } from './form/useFormValues.js';
export { useFullScreenDialog } from './dialog/useFullScreenDialog.js';
export { useIsLargeScreen, useIsPhone } from './responsive/useIsLargeScreen.js';

export { SignedPnl } from './pnl/SignedPnl.js';
export type { SignedPnlProps } from './pnl/SignedPnl.js';

export * from './nextSession/index.js';
export * from './activityHistory/index.js';
export * from './dailyActivity/index.js';

// The editing widgets (SelectField, the daily-activity editor, the upload widgets) are in
// '@tradeboard/ui/forms' (src/forms.ts); the upload checks stay here.
export {
  acceptsFile,
  checkUploadFile,
  fileTooLargeMessage,
  describeFileTypes,
  fileTypeMessage,
  formatFileSize,
} from './upload/fileChecks.js';
