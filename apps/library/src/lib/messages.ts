/**
 * The library's user-facing texts. Quoted spec texts (SPEC section 2) are word for word; the toasts
 * the spec leaves open say what happened (see docs/decisions.md, Library module).
 */
import { formatUsDate, type ToastText } from '@tradeboard/ui';

export const TEXTS = {
  heading: 'Trading Library',
  subtitle: 'Access your trading courses and documentation in one place',
  loadingCourses: 'Loading courses...',
  loadingDocumentation: 'Loading documentation...',
  coursesFailed: 'Failed to fetch courses',
  documentationFailed: 'Failed to fetch documentation',
  noCourses: 'No courses found',
  noDocumentation: 'No documentation found',
  filtersHint: 'Try adjusting your filters',
  startCourses: 'Start building your trading course library',
  startDocumentation: 'Start building your documentation library',
  // Issue 28: students (and the student-view switch) are not told to build the library.
  studentNoCourses: 'Courses will appear here when they are published',
  studentNoDocumentation: 'Documents will appear here when they are published',
  addFirstCourse: 'Add Your First Course',
  addFirstDocument: 'Add Your First Document',
  selfPaced: 'Self-paced',
  noLessons: 'No lessons added yet',
  notAvailable: 'N/A',
  adminOnlyAddLesson: 'Only the admin can add lessons',
  progressNote: 'Your progress is saved in this browser only; clearing its data clears it.',
} as const;

/** The spec's 'N lessons', with '1 lesson' for one (issue 28). */
export const lessonsButtonLabel = (count: number) => `${count} ${count === 1 ? 'lesson' : 'lessons'}`;
export const coursesTabLabel = (count: number) => `Courses (${count})`;
export const documentationTabLabel = (count: number) => `Documentation (${count})`;
export const progressLabel = (done: number, total: number) => `${done} of ${total} lessons done`;
export const confirmDelete = (title: string) =>
  `Are you sure you want to delete "${title}"? This action cannot be undone.`;

/** 'Created' date of a document, US format, 'N/A' when missing. */
export const createdDateText = (createdAt: string | null | undefined) => formatUsDate(createdAt) || TEXTS.notAvailable;

type Kind = 'Course' | 'Lesson' | 'Document';

export const TOASTS = {
  created: (kind: Kind, title: string): ToastText => ({
    title: `${kind} Created`,
    description: `"${title}" has been added to the library.`,
  }),
  updated: (kind: Kind, title: string): ToastText => ({
    title: `${kind} Updated`,
    description: `"${title}" has been saved.`,
  }),
  deleted: (kind: Kind, title: string): ToastText => ({
    title: `${kind} Deleted`,
    description: `"${title}" has been removed from the library.`,
  }),
  reordered: { title: 'Lessons Reordered', description: 'The new lesson order has been saved.' } satisfies ToastText,
  failed: (action: 'Create' | 'Update' | 'Delete' | 'Reorder' | 'Upload', reason: string): ToastText => ({
    title: `${action} Failed`,
    description: reason,
  }),
} as const;
