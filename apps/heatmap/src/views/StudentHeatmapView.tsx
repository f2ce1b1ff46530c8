import type { ParcelProps } from '@tradeboard/ui';
import { StudentWatchlist } from '../components/student/StudentWatchlist.js';

/** The student Heat Map tab (read-only). */
export function StudentHeatmapView(_props: Partial<ParcelProps>) {
  return <StudentWatchlist />;
}
