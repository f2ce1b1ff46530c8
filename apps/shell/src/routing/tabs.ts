import type { AdminTab, Role, StudentTab, TabId } from '@tradeboard/runtime';
import { ADMIN_TAB_SPECS, STUDENT_TAB_SPECS } from '../remotes/viewMap.js';

/** The dashboards' tab ids, in order: the module registry's tabs (see ../remotes/viewMap.ts). */
export const ADMIN_TABS: readonly AdminTab[] = ADMIN_TAB_SPECS.map((spec) => spec.tab);
export const STUDENT_TABS: readonly StudentTab[] = STUDENT_TAB_SPECS.map((spec) => spec.tab);

const dashboardBase = (role: Role) => (role === 'admin' ? '/admin' : '/student');

export function tabsFor(role: Role): readonly TabId[] {
  return role === 'admin' ? ADMIN_TABS : STUDENT_TABS;
}

/** The tab named in the URL, or the first tab when the segment is absent. null: not a tab of this dashboard (404). */
export function tabFromSegment(role: Role, segment: string | undefined): TabId | null {
  const tabs = tabsFor(role);
  if (segment === undefined || segment === '') return tabs[0]!;
  return tabs.find((tab) => tab === segment) ?? null;
}

export function tabPath(role: Role, tab: TabId): string {
  return `${dashboardBase(role)}/${tab}`;
}
