/**
 * @tradeboard/ui/forms: the kit's editing widgets, an entry of its own so that a page that only
 * reads (a student's dashboard) neither downloads nor runs them and the MUI they need (TextField's
 * select with its menu and popover, ToggleButton, LinearProgress). Shared by Module Federation like
 * the main entry, under the same version range (tools/webpack/shared.cjs). See README.md.
 */
export { SelectField } from './form/SelectField.js';
export type { SelectFieldProps, SelectOption } from './form/SelectField.js';

export { TradingActivity } from './dailyActivity/TradingActivity.js';
export type { TradingActivityProps } from './dailyActivity/TradingActivity.js';
export { DailyActivityEditor } from './dailyActivity/DailyActivityEditor.js';
export type { DailyActivityEditorProps } from './dailyActivity/DailyActivityEditor.js';
// NextSessionTradesBox (main entry) loads it for an admin.
export { NextSessionTradeForm } from './nextSession/NextSessionTradeForm.js';

// Upload widgets (SPEC "Generic upload widgets" and section 5).
export { DropZone, DROP_ZONE_MAX_BYTES, DROP_ZONE_MAX_FILES, IMAGE_ACCEPT } from './upload/DropZone.js';
export type { DropZoneProps } from './upload/DropZone.js';
export { UploadBox } from './upload/UploadBox.js';
export type { UploadBoxProps, UploadedFileCard } from './upload/UploadBox.js';
