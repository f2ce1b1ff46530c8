/**
 * What each contract view shows before its module is written: its title and the spec's empty
 * state (SPEC section 2), word for word. No figures: a stub never invents a number.
 */
import type { RemoteName, ViewName } from '@tradeboard/runtime/contract';

export interface ViewStub {
  /** The section's h2. */
  title: string;
  /** The spec's empty-state lines. */
  empty: readonly string[];
}

export const VIEW_STUBS: { [R in RemoteName]: Record<ViewName<R>, ViewStub> } = {
  heatmap: {
    'admin-heatmap': {
      title: 'Weekly Watchlist',
      empty: ['No stocks on the watchlist yet. Add a symbol in Watchlist Management.'],
    },
    'student-heatmap': { title: 'Weekly Watchlist', empty: ['The watchlist is empty for now. Check back soon.'] },
    'bot-positions': {
      title: 'Bot Position Management',
      empty: ['No stocks available. Add stocks in the Heat Map section first'],
    },
  },
  funds: {
    'daily-activity-banner': {
      title: 'Trading Activity',
      empty: ['No new positions today', 'No positions removed today'],
    },
    'main-fund': { title: 'Main Fund Holdings', empty: ['No holdings found. Upload a CSV to get started.'] },
    'fund-holdings': { title: 'Current Holdings', empty: ['No holdings found. Upload a CSV to get started.'] },
    'portfolio-overview': {
      title: 'Portfolio Activity History',
      empty: ['No portfolio activity recorded in the last 7 days.'],
    },
    'student-portfolio': {
      title: 'Options Positions',
      empty: ['No options positions available.', 'Options will appear here when added by administrators.'],
    },
    'position-calculator': { title: 'Position Sizing Calculator', empty: ['Educational Tool'] },
  },
  flow: {
    'admin-flow': { title: 'Unusual Flow', empty: ['No unusual flow alerts yet. Add your first Alpha Gold Alert!'] },
    'student-flow': {
      title: 'Unusual Flow',
      empty: ['No Flow Alerts Yet', 'Unusual options flow alerts will appear here when detected.'],
    },
  },
  library: {
    'admin-library': {
      title: 'Trading Library',
      empty: ['No courses found', 'Start building your trading course library'],
    },
    'student-library': {
      title: 'Trading Library',
      empty: ['No courses found', 'Start building your trading course library'],
    },
  },
};
