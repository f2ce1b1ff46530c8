/** Portfolio activity types, labels and limits. The activity schemas (../activity.ts) are built on these. */

export const ACTIVITY_TYPES = [
  'holding_added',
  'holding_removed',
  'holding_modified',
  'option_added',
  'option_removed',
  'option_modified',
] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

export const ACTIVITY_DETAILS_MAX = 2000;
export const ACTIVITY_DETAILS_JSON_MESSAGE = 'details must be JSON text';

/** Label shown for an activity type ('Unknown Activity' for anything else). */
export function activityLabel(type: string): string {
  const labels: Record<ActivityType, string> = {
    holding_added: 'Holding Added',
    holding_removed: 'Holding Removed',
    holding_modified: 'Holding Modified',
    option_added: 'Option Added',
    option_removed: 'Option Removed',
    option_modified: 'Option Modified',
  };
  return (labels as Record<string, string>)[type] ?? 'Unknown Activity';
}
