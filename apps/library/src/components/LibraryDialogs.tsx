/** Renders the library's dialogs from their state (useLibraryDialogs); forms start fresh on every opening. */
import type { Lesson } from '@tradeboard/types';
import { useDeleteLesson } from '../api/mutations.js';
import { nextOrderIndex } from '../lib/lessonOrder.js';
import { confirmDelete } from '../lib/messages.js';
import { nextLesson } from '../lib/progress.js';
import { CourseDialog } from './courses/CourseDialog.js';
import { CourseFormDialog } from './courses/CourseFormDialog.js';
import { DocumentDialog } from './docs/DocumentDialog.js';
import { DocumentFormDialog } from './docs/DocumentFormDialog.js';
import { LessonDialog } from './lessons/LessonDialog.js';
import { LessonFormDialog } from './lessons/LessonFormDialog.js';
import { NO_LESSONS, type LibraryDialogState } from './useLibraryDialogs.js';

export interface LibraryDialogsProps {
  dialogs: LibraryDialogState;
  canManage: boolean;
  trackProgress: boolean;
}

export function LibraryDialogs({ dialogs, canManage, trackProgress }: LibraryDialogsProps) {
  const { courseDialog, lessonDialog, documentDialog, courseForm, lessonForm, documentForm, lessonsByCourse } = dialogs;
  const { openCourse, openCourseLessons, openLesson, openLessonCourse, openDocument } = dialogs;
  const deleteLesson = useDeleteLesson();

  const removeLesson = (lesson: Lesson) => {
    if (!window.confirm(confirmDelete(lesson.title))) return;
    deleteLesson.mutate(lesson, { onSuccess: lessonDialog.close });
  };

  return (
    <>
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
    </>
  );
}
