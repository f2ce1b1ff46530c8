/**
 * The Trading Library, for both views: heading, search and filters, the 'Courses (n)' and
 * 'Documentation (n)' tabs; the dialogs are useLibraryDialogs' and LibraryDialogs'. `role` admin adds management actions, which the
 * 'Student view' switch hides again (the admin then sees what students see, progress included).
 */
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { Lesson } from '@tradeboard/types';
import { SectionCard, type Role } from '@tradeboard/ui';
import { useMemo, useState } from 'react';
import { useCourses, useDocumentation, useLessons } from '../api/queries.js';
import { filterCourses, filterDocuments, hasActiveFilter, NO_FILTERS, type LibraryFilters } from '../lib/filters.js';
import { sortLessons } from '../lib/lessonOrder.js';
import { coursesTabLabel, documentationTabLabel, TEXTS } from '../lib/messages.js';
import { useProgress } from '../progress/useProgress.js';
import { CoursesPanel } from './courses/CoursesPanel.js';
import { DocumentsPanel } from './docs/DocumentsPanel.js';
import { LibraryDialogs } from './LibraryDialogs.js';
import { LibraryFilterBar } from './LibraryFilterBar.js';
import { useLibraryDialogs } from './useLibraryDialogs.js';

type LibraryTab = 'courses' | 'documentation';

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

  const [filters, setFilters] = useState<LibraryFilters>(NO_FILTERS);
  const [tab, setTab] = useState<LibraryTab>('courses');
  const [studentView, setStudentView] = useState(false);
  const canManage = role === 'admin' && !studentView;
  const trackProgress = !canManage;

  const lessonsByCourse = useMemo(() => groupLessons(lessonsQuery.data), [lessonsQuery.data]);
  const courses = useMemo(() => filterCourses(coursesQuery.data ?? [], filters), [coursesQuery.data, filters]);
  const documents = useMemo(
    () => filterDocuments(documentationQuery.data ?? [], filters),
    [documentationQuery.data, filters],
  );
  const filtersActive = hasActiveFilter(filters);

  const dialogs = useLibraryDialogs({
    courses: coursesQuery.data,
    lessons: lessonsQuery.data,
    documentation: documentationQuery.data,
    lessonsByCourse,
  });
  const { courseDialog, documentDialog, courseForm, documentForm } = dialogs;

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

      <LibraryDialogs dialogs={dialogs} canManage={canManage} trackProgress={trackProgress} />
    </SectionCard>
  );
}
