/**
 * A lesson: title, description, duration, course title; Video; Lesson Content (line breaks kept);
 * Attachments. Students can mark it complete and go to the next lesson; managers edit or delete it.
 */
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Course, Lesson } from '@tradeboard/types';
import { isLessonDone } from '../../lib/progress.js';
import { useProgress } from '../../progress/useProgress.js';
import { AttachmentsSection } from '../shared/AttachmentsSection.js';
import { DetailDialog } from '../shared/DetailDialog.js';
import { DialogSection } from '../shared/Section.js';
import { LessonVideo } from './LessonVideo.js';

export interface LessonDialogProps {
  lesson: Lesson | null;
  course: Course | null;
  open: boolean;
  onClose: () => void;
  onExited: () => void;
  /** Students: the lesson after this one (null at the end). */
  next: Lesson | null;
  onNext?: (lesson: Lesson) => void;
  /** Progress is kept for students (and the admin's student view). */
  trackProgress: boolean;
  onEdit?: () => void;
  onDelete?: () => void;
}

export function LessonDialog({
  lesson,
  course,
  open,
  onClose,
  onExited,
  next,
  onNext,
  trackProgress,
  onEdit,
  onDelete,
}: LessonDialogProps) {
  const { data, markDone } = useProgress();
  const done = lesson && course ? isLessonDone(data, course.id, lesson.id) : false;

  if (!lesson) return <DetailDialog open={false} title={null} onClose={onClose} onExited={onExited} />;
  const actions = (
    <>
      {onEdit ? (
        <Button startIcon={<EditOutlinedIcon />} onClick={onEdit}>
          Edit Lesson
        </Button>
      ) : undefined}
      {onDelete ? (
        <Button color="error" startIcon={<DeleteOutlineIcon />} onClick={onDelete}>
          Delete Lesson
        </Button>
      ) : undefined}
      <Box sx={{ flexGrow: 1 }} />
      {trackProgress && course ? (
        <Button
          variant={done ? 'contained' : 'outlined'}
          color="success"
          startIcon={done ? <CheckCircleIcon /> : <RadioButtonUncheckedIcon />}
          onClick={() => markDone(course.id, lesson.id, !done)}
        >
          {done ? 'Completed' : 'Mark as complete'}
        </Button>
      ) : undefined}
      {trackProgress && next && onNext ? (
        <Button variant="contained" endIcon={<NavigateNextIcon />} onClick={() => onNext(next)}>
          Next lesson
        </Button>
      ) : undefined}
    </>
  );
  return (
    <DetailDialog open={open} title={lesson.title} onClose={onClose} onExited={onExited} actions={actions}>
      <Stack spacing={0.5}>
        {lesson.description ? <Typography>{lesson.description}</Typography> : undefined}
        <Typography variant="body2" color="text.secondary">
          {[lesson.duration, course?.title].filter(Boolean).join(' · ')}
        </Typography>
      </Stack>
      {lesson.videoUrl ? (
        <DialogSection title="Video">
          <LessonVideo
            key={lesson.id}
            lessonId={lesson.id}
            title={lesson.title}
            videoUrl={lesson.videoUrl}
            rememberPosition={trackProgress}
          />
        </DialogSection>
      ) : undefined}
      {lesson.content ? (
        <DialogSection title="Lesson Content">
          <Typography component="div" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {lesson.content}
          </Typography>
        </DialogSection>
      ) : undefined}
      <AttachmentsSection attachments={lesson.attachments} />
    </DetailDialog>
  );
}
