/**
 * Where every remote view is mounted: dashboard slots and tabs mapped to `<remote>/views` parcels.
 * They come from the module registry (packages/types/src/core/module-registry.ts: each module's
 * `tabs` and `adminSlots`). A module not built yet plugs in through /remotes.json alone.
 */
import { ADMIN_SLOT_DEFINITIONS, ADMIN_TAB_DEFINITIONS, STUDENT_TAB_DEFINITIONS } from '@tradeboard/types/core';
import type { AdminTab, RemoteName, StudentTab, TabId, ViewName } from '@tradeboard/runtime';

export interface ViewRef<R extends RemoteName = RemoteName> {
  remote: R;
  view: ViewName<R>;
}

export interface SlotSpec extends ViewRef {
  id: string;
  /** Names the slot in loading and fallback messages. */
  label: string;
  /** Its entry in the phone navigator (the slot is a section it can jump to). */
  sectionLabel: string;
}

export interface TabSpec<T extends TabId = TabId> extends ViewRef {
  tab: T;
  /** Desktop tab label. */
  label: string;
  /** Heading of the stacked mobile section and its quick-jump entry. */
  sectionLabel: string;
}

/** Above the admin tabs: the daily-activity banner and the Main Fund component. */
export const ADMIN_SLOTS: readonly SlotSpec[] = ADMIN_SLOT_DEFINITIONS;

export const ADMIN_TAB_SPECS: readonly TabSpec<AdminTab>[] = ADMIN_TAB_DEFINITIONS;

export const STUDENT_TAB_SPECS: readonly TabSpec<StudentTab>[] = STUDENT_TAB_DEFINITIONS;
