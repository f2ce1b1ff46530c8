/** The Courses tab: loading and failure states, the empty texts, or the card grid. */
import AddIcon from '@mui/icons-material/Add';
import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Course, Lesson } from '@tradeboard/types';
import { QueryState } from '@tradeboard/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { useDeleteCourse } from '../../api/mutations.js';
import { TEXTS } from '../../lib/messages.js';
import { courseProgress, type ProgressData } from '../../lib/progress.js';
import { CardGrid } from '../shared/CardGrid.js';
import { EmptyState } from '../shared/EmptyState.js';
import { CourseCard } from './CourseCard.js';

export interface CoursesPanelProps {
  coursesQuery: UseQueryResult<Course[]>;
  lessonsQuery: UseQueryResult<Lesson[]>;
  courses: readonly Course[];
  lessonsByCourse: ReadonlyMap<string, readonly Lesson[]>;
  filtersActive: boolean;
  canManage: boolean;
  /** Students' progress (null hides it: the admin's own view). */
  progress: ProgressData | null;
  onOpenCourse: (course: Course) => void;
  onAddCourse: () => void;
}

export function CoursesPanel({
  coursesQuery,
  lessonsQuery,
  courses,
  lessonsByCourse,
  filtersActive,
  canManage,
  progress,
  onOpenCourse,
  onAddCourse,
}: CoursesPanelProps) {
  const deleteCourse = useDeleteCourse();
  // Lesson counts are part of every card, so the grid waits for both lists; a failure shows first.
  if (!coursesQuery.data || !lessonsQuery.data) {
    const blocking =
      [coursesQuery, lessonsQuery].find((query) => query.isError) ?? (coursesQuery.data ? lessonsQuery : coursesQuery);
    return (
      <QueryState query={blocking} loadingText={TEXTS.loadingCourses} errorText={TEXTS.coursesFailed} label="Courses" />
    );
  }

  if (courses.length === 0 && !filtersActive) {
    const addFirst = canManage ? (
      <Button variant="contained" startIcon={<AddIcon />} onClick={onAddCourse}>
        {TEXTS.addFirstCourse}
      </Button>
    ) : undefined;
    return (
      <EmptyState
        icon={<SchoolOutlinedIcon fontSize="inherit" />}
        title={TEXTS.noCourses}
        hint={canManage ? TEXTS.startCourses : TEXTS.studentNoCourses}
        action={addFirst}
      />
    );
  }

  return (
    <>
      {canManage ? (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
          <Button variant="contained" startIcon={<AddIcon />} onClick={onAddCourse}>
            Add Course
          </Button>
        </Box>
      ) : undefined}
      {courses.length === 0 ? (
        <EmptyState icon={<SchoolOutlinedIcon fontSize="inherit" />} title={TEXTS.noCourses} hint={TEXTS.filtersHint} />
      ) : (
        <CardGrid label="Courses">
          {courses.map((course) => {
            const lessons = lessonsByCourse.get(course.id) ?? [];
            return (
              <li key={course.id}>
                <CourseCard
                  course={course}
                  lessonCount={lessons.length}
                  progress={
                    progress
                      ? courseProgress(
                          progress,
                          course.id,
                          lessons.map((lesson) => lesson.id),
                        )
                      : null
                  }
                  onOpen={() => onOpenCourse(course)}
                  onDelete={canManage ? () => deleteCourse.mutate(course) : undefined}
                  deleting={deleteCourse.isPending && deleteCourse.variables?.id === course.id}
                />
              </li>
            );
          })}
        </CardGrid>
      )}
    </>
  );
}
