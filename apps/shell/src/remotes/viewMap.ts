/**
 * Where every remote view is mounted: the one place that maps dashboard slots and tabs to
 * `<remote>/views` parcels. A module not built yet plugs in through /remotes.json alone.
 */
import type { AdminTab, RemoteName, StudentTab, TabId, ViewName } from '@tradeboard/ui';

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

const ref = <R extends RemoteName>(remote: R, view: ViewName<R>): ViewRef => ({ remote, view });

/** Above the admin tabs: the daily-activity banner and the Main Fund component. */
export const ADMIN_SLOTS: readonly SlotSpec[] = [
  {
    id: 'daily-activity',
    label: 'Daily Activity',
    sectionLabel: 'Trading Activity',
    ...ref('funds', 'daily-activity-banner'),
  },
  {
    id: 'main-fund',
    label: 'Main Fund',
    sectionLabel: 'Daily Activity & Next Session Trades',
    ...ref('funds', 'main-fund'),
  },
];

export const ADMIN_TAB_SPECS: readonly TabSpec<AdminTab>[] = [
  { tab: 'heatmap', label: 'Heat Map', sectionLabel: 'Heat Map', ...ref('heatmap', 'admin-heatmap') },
  { tab: 'flow', label: 'Unusual Flow', sectionLabel: 'Unusual Flow', ...ref('flow', 'admin-flow') },
  { tab: 'funds', label: 'Fund Holdings', sectionLabel: 'Fund Holdings', ...ref('funds', 'fund-holdings') },
  { tab: 'bot-analysis', label: 'Bot Analysis', sectionLabel: 'Bot Analysis', ...ref('heatmap', 'bot-positions') },
  {
    tab: 'portfolio',
    label: 'Portfolio Overview',
    sectionLabel: 'Portfolio Data',
    ...ref('funds', 'portfolio-overview'),
  },
  { tab: 'library', label: 'Trading Library', sectionLabel: 'Trading Library', ...ref('library', 'admin-library') },
];

export const STUDENT_TAB_SPECS: readonly TabSpec<StudentTab>[] = [
  { tab: 'heatmap', label: 'Heat Map', sectionLabel: 'Heat Map', ...ref('heatmap', 'student-heatmap') },
  { tab: 'portfolio', label: 'Portfolio Data', sectionLabel: 'Portfolio Data', ...ref('funds', 'student-portfolio') },
  { tab: 'flow', label: 'Unusual Flow', sectionLabel: 'Unusual Flow', ...ref('flow', 'student-flow') },
  {
    tab: 'calculator',
    label: 'Position Sizing Calculator',
    sectionLabel: 'Position Sizing Calculator',
    ...ref('funds', 'position-calculator'),
  },
  { tab: 'library', label: 'Trading Library', sectionLabel: 'Trading Library', ...ref('library', 'student-library') },
];
