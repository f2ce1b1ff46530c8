/**
 * A course: title, category and difficulty badges, description, 'Add Lesson', and the numbered
 * 'Course Lessons' in orderIndex order ('No lessons added yet' when empty). 'Add Lesson' is shown to
 * everyone, as the spec says, but only a manager can use it: elsewhere it is disabled with a tooltip
 * (see docs/decisions.md).
 */
import AddIcon from '@mui/icons-material/Add';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Course, Lesson } from '@tradeboard/types';
import { useReorderLessons } from '../../api/mutations.js';
import { reorderLessons } from '../../lib/lessonOrder.js';
import { progressLabel, TEXTS } from '../../lib/messages.js';
import { courseProgress } from '../../lib/progress.js';
import { useProgress } from '../../progress/useProgress.js';
import { CategoryBadge, DifficultyBadge } from '../shared/badges.js';
import { DetailDialog } from '../shared/DetailDialog.js';
import { DialogSection } from '../shared/Section.js';
import { LessonList } from '../lessons/LessonList.js';

export interface CourseDialogProps {
  course: Course | null;
  /** The course's lessons in course order. */
  lessons: readonly Lesson[];
  open: boolean;
  onClose: () => void;
  onExited: () => void;
  onOpenLesson: (lesson: Lesson) => void;
  canManage: boolean;
  trackProgress: boolean;
  onAddLesson: () => void;
  onEdit: () => void;
}

export function CourseDialog({
  course,
  lessons,
  open,
  onClose,
  onExited,
  onOpenLesson,
  canManage,
  trackProgress,
  onAddLesson,
  onEdit,
}: CourseDialogProps) {
  const { data } = useProgress();
  const reorder = useReorderLessons();
  const doneIds = trackProgress && course ? new Set(data.done[course.id] ?? []) : null;
  const progress =
    trackProgress && course
      ? courseProgress(
          data,
          course.id,
          lessons.map((lesson) => lesson.id),
        )
      : null;

  const addLesson = canManage ? (
    <Button variant="contained" size="small" startIcon={<AddIcon />} onClick={onAddLesson}>
      Add Lesson
    </Button>
  ) : (
    // Shown disabled, not hidden (the spec shows it to everyone); aria-disabled keeps it focusable so
    // keyboard and screen-reader users reach the tooltip that says why.
    <Tooltip title={TEXTS.adminOnlyAddLesson} describeChild>
      <Button
        variant="contained"
        size="small"
        startIcon={<AddIcon />}
        aria-disabled="true"
        className="Mui-disabled"
        disableRipple
        onClick={(event) => event.preventDefault()}
        sx={{ '&.Mui-disabled': { pointerEvents: 'auto', cursor: 'not-allowed' } }}
      >
        Add Lesson
      </Button>
    </Tooltip>
  );

  if (!course) return <DetailDialog open={false} title={null} onClose={onClose} onExited={onExited} />;
  const actions = canManage ? (
    <Button startIcon={<EditOutlinedIcon />} onClick={onEdit}>
      Edit Course
    </Button>
  ) : undefined;
  return (
    <DetailDialog open={open} title={course.title} onClose={onClose} onExited={onExited} actions={actions}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <CategoryBadge category={course.category} />
        <DifficultyBadge difficulty={course.difficulty} />
      </Stack>
      {course.description ? (
        <Typography sx={{ mt: 2, whiteSpace: 'pre-wrap' }}>{course.description}</Typography>
      ) : undefined}
      {progress && progress.total > 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {progressLabel(progress.done, progress.total)}
        </Typography>
      ) : undefined}
      <DialogSection title="Course Lessons" action={addLesson}>
        {lessons.length === 0 ? (
          <Typography color="text.secondary">{TEXTS.noLessons}</Typography>
        ) : (
          <LessonList
            lessons={lessons}
            onOpen={onOpenLesson}
            doneIds={doneIds}
            onMove={
              canManage
                ? (from, to) => reorder.mutate({ changes: reorderLessons(lessons, from, to), lessons })
                : undefined
            }
            moving={reorder.isPending}
          />
        )}
      </DialogSection>
      {trackProgress ? (
        <Box sx={{ mt: 3 }}>
          <Typography variant="caption" color="text.secondary">
            {TEXTS.progressNote}
          </Typography>
        </Box>
      ) : undefined}
    </DetailDialog>
  );
}
