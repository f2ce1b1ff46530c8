/**
 * The Trading Library, for both views: heading, search and filters, the 'Courses (n)' and
 * 'Documentation (n)' tabs, and every dialog. `role` admin adds management actions, which the
 * 'Student view' switch hides again (the admin then sees what students see, progress included).
 */
import { Box, FormControlLabel, Switch, Tab, Tabs } from '@mui/material';
import type { Course, Documentation, Lesson } from '@tradeboard/types';
import { SectionCard, useDialogTarget, type Role } from '@tradeboard/ui';
import { useMemo, useState } from 'react';
import { useDeleteLesson } from '../api/mutations.js';
import { useCourses, useDocumentation, useLessons } from '../api/queries.js';
import { filterCourses, filterDocuments, hasActiveFilter, NO_FILTERS, type LibraryFilters } from '../lib/filters.js';
import { nextOrderIndex, sortLessons } from '../lib/lessonOrder.js';
import { confirmDelete, coursesTabLabel, documentationTabLabel, TEXTS } from '../lib/messages.js';
import { nextLesson } from '../lib/progress.js';
import { useProgress } from '../progress/useProgress.js';
import { CourseDialog } from './courses/CourseDialog.js';
import { CourseFormDialog } from './courses/CourseFormDialog.js';
import { CoursesPanel } from './courses/CoursesPanel.js';
import { DocumentDialog } from './docs/DocumentDialog.js';
import { DocumentFormDialog } from './docs/DocumentFormDialog.js';
import { DocumentsPanel } from './docs/DocumentsPanel.js';
import { LessonDialog } from './lessons/LessonDialog.js';
import { LessonFormDialog } from './lessons/LessonFormDialog.js';
import { LibraryFilterBar } from './LibraryFilterBar.js';

type LibraryTab = 'courses' | 'documentation';
const NO_LESSONS: readonly Lesson[] = [];

function groupLessons(lessons: readonly Lesson[] | undefined): Map<string, Lesson[]> {
  const byCourse = new Map<string, Lesson[]>();
  for (const lesson of lessons ?? []) byCourse.set(lesson.courseId, [...(byCourse.get(lesson.courseId) ?? []), lesson]);
  for (const [courseId, list] of byCourse) byCourse.set(courseId, sortLessons(list));
  return byCourse;
}

export function TradingLibrary({ role }: { role: Role }) {
  const coursesQuery = useCourses();
  const lessonsQuery = useLessons();
  const documentationQuery = useDocumentation();
  const { data: progress } = useProgress();
  const deleteLesson = useDeleteLesson();

  const [filters, setFilters] = useState<LibraryFilters>(NO_FILTERS);
  const [tab, setTab] = useState<LibraryTab>('courses');
  const [studentView, setStudentView] = useState(false);
  const canManage = role === 'admin' && !studentView;
  const trackProgress = !canManage;

  const courseDialog = useDialogTarget<string>();
  const lessonDialog = useDialogTarget<string>();
  const documentDialog = useDialogTarget<string>();
  const courseForm = useDialogTarget<{ course: Course | null }>();
  const lessonForm = useDialogTarget<{ course: Course; lesson: Lesson | null }>();
  const documentForm = useDialogTarget<{ document: Documentation | null }>();

  const lessonsByCourse = useMemo(() => groupLessons(lessonsQuery.data), [lessonsQuery.data]);
  const courses = useMemo(() => filterCourses(coursesQuery.data ?? [], filters), [coursesQuery.data, filters]);
  const documents = useMemo(
    () => filterDocuments(documentationQuery.data ?? [], filters),
    [documentationQuery.data, filters],
  );
  const filtersActive = hasActiveFilter(filters);

  // Dialogs hold ids and read the current lists, so an edit shows at once and a deleted item closes.
  const openCourse = coursesQuery.data?.find((course) => course.id === courseDialog.target) ?? null;
  const openCourseLessons = (openCourse && lessonsByCourse.get(openCourse.id)) || NO_LESSONS;
  const openLesson = lessonsQuery.data?.find((lesson) => lesson.id === lessonDialog.target) ?? null;
  const openLessonCourse = coursesQuery.data?.find((course) => course.id === openLesson?.courseId) ?? null;
  const openDocument = documentationQuery.data?.find((document) => document.id === documentDialog.target) ?? null;

  const removeLesson = (lesson: Lesson) => {
    if (!window.confirm(confirmDelete(lesson.title))) return;
    deleteLesson.mutate(lesson, { onSuccess: lessonDialog.close });
  };

  return (
    <SectionCard
      title={TEXTS.heading}
      subtitle={TEXTS.subtitle}
      action={
        role === 'admin' ? (
          <FormControlLabel
            control={<Switch checked={studentView} onChange={(event) => setStudentView(event.target.checked)} />}
            label="Student view"
          />
        ) : undefined
      }
    >
      <LibraryFilterBar filters={filters} onChange={setFilters} />
      <Tabs
        value={tab}
        onChange={(_, value: LibraryTab) => setTab(value)}
        aria-label="Library sections"
        variant="fullWidth"
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider', maxWidth: 480 }}
      >
        <Tab
          value="courses"
          id="library-tab-courses"
          aria-controls="library-panel-courses"
          label={coursesTabLabel(courses.length)}
        />
        <Tab
          value="documentation"
          id="library-tab-documentation"
          aria-controls="library-panel-documentation"
          label={documentationTabLabel(documents.length)}
        />
      </Tabs>

      <Box role="tabpanel" id={`library-panel-${tab}`} aria-labelledby={`library-tab-${tab}`} sx={{ minHeight: 240 }}>
        {tab === 'courses' ? (
          <CoursesPanel
            coursesQuery={coursesQuery}
            lessonsQuery={lessonsQuery}
            courses={courses}
            lessonsByCourse={lessonsByCourse}
            filtersActive={filtersActive}
            canManage={canManage}
            progress={trackProgress ? progress : null}
            onOpenCourse={(course) => courseDialog.show(course.id)}
            onAddCourse={() => courseForm.show({ course: null })}
          />
        ) : (
          <DocumentsPanel
            documentationQuery={documentationQuery}
            documents={documents}
            filtersActive={filtersActive}
            canManage={canManage}
            onOpenDocument={(document) => documentDialog.show(document.id)}
            onAddDocument={() => documentForm.show({ document: null })}
          />
        )}
      </Box>

      <CourseDialog
        course={openCourse}
        lessons={openCourseLessons}
        open={courseDialog.open}
        onClose={courseDialog.close}
        onExited={courseDialog.exited}
        onOpenLesson={(lesson) => lessonDialog.show(lesson.id)}
        canManage={canManage}
        trackProgress={trackProgress}
        onAddLesson={() => openCourse && lessonForm.show({ course: openCourse, lesson: null })}
        onEdit={() => openCourse && courseForm.show({ course: openCourse })}
      />
      <LessonDialog
        lesson={openLesson}
        course={openLessonCourse}
        open={lessonDialog.open}
        onClose={lessonDialog.close}
        onExited={lessonDialog.exited}
        trackProgress={trackProgress}
        next={openLesson ? nextLesson(lessonsByCourse.get(openLesson.courseId) ?? NO_LESSONS, openLesson.id) : null}
        onNext={(lesson) => lessonDialog.show(lesson.id)}
        onEdit={
          canManage && openLesson && openLessonCourse
            ? () => lessonForm.show({ course: openLessonCourse, lesson: openLesson })
            : undefined
        }
        onDelete={canManage && openLesson ? () => removeLesson(openLesson) : undefined}
      />
      <DocumentDialog
        document={openDocument}
        open={documentDialog.open}
        onClose={documentDialog.close}
        onExited={documentDialog.exited}
        onEdit={canManage && openDocument ? () => documentForm.show({ document: openDocument }) : undefined}
      />

      {/* Forms start fresh on every opening (keyed by the opening). */}
      {courseForm.target ? (
        <CourseFormDialog
          key={courseForm.session}
          open={courseForm.open}
          course={courseForm.target.course}
          onClose={courseForm.close}
          onExited={courseForm.exited}
        />
      ) : undefined}
      {lessonForm.target ? (
        <LessonFormDialog
          key={lessonForm.session}
          open={lessonForm.open}
          course={lessonForm.target.course}
          lesson={lessonForm.target.lesson}
          nextOrderIndex={nextOrderIndex(lessonsByCourse.get(lessonForm.target.course.id) ?? NO_LESSONS)}
          onClose={lessonForm.close}
          onExited={lessonForm.exited}
        />
      ) : undefined}
      {documentForm.target ? (
        <DocumentFormDialog
          key={documentForm.session}
          open={documentForm.open}
          document={documentForm.target.document}
          onClose={documentForm.close}
          onExited={documentForm.exited}
        />
      ) : undefined}
    </SectionCard>
  );
}
