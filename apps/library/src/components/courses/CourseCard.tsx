/**
 * One course in the grid: thumbnail, title, difficulty badge, description, category badge, duration
 * ('Self-paced' when unset) and the 'N lessons' button that opens the course. Students also see
 * their progress; managers a delete button (no confirmation, as the spec says).
 */
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Course } from '@tradeboard/types';
import { useState } from 'react';
import type { CourseProgress } from '../../lib/progress.js';
import { lessonsButtonLabel, progressLabel, TEXTS } from '../../lib/messages.js';
import { DeleteButton } from '../shared/DeleteButton.js';
import { CategoryBadge, DifficultyBadge } from '../shared/badges.js';

export interface CourseCardProps {
  course: Course;
  lessonCount: number;
  /** Shown to students (and to the admin's student view). */
  progress: CourseProgress | null;
  onOpen: () => void;
  onDelete?: () => void;
  deleting?: boolean;
}

const THUMBNAIL_HEIGHT = 140;

function Thumbnail({ url }: { url: string | null }) {
  const [failed, setFailed] = useState(false);
  const placeholder = (
    <Box
      sx={{
        height: THUMBNAIL_HEIGHT,
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'action.hover',
        color: 'text.secondary',
      }}
    >
      <SchoolOutlinedIcon sx={{ fontSize: 48 }} />
    </Box>
  );
  if (!url || failed) return placeholder;
  // Decorative: the title next to it says what the course is.
  return (
    <Box
      component="img"
      src={url}
      alt=""
      onError={() => setFailed(true)}
      sx={{ height: THUMBNAIL_HEIGHT, width: '100%', objectFit: 'cover', display: 'block' }}
    />
  );
}

export function CourseCard({ course, lessonCount, progress, onOpen, onDelete, deleting }: CourseCardProps) {
  return (
    <Card
      component="article"
      aria-label={course.title}
      data-course-id={course.id}
      sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
    >
      <Thumbnail url={course.thumbnailUrl} />
      <CardContent sx={{ flexGrow: 1, display: 'grid', gap: 1, alignContent: 'start' }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {course.title}
          </Typography>
          <DifficultyBadge difficulty={course.difficulty} />
        </Stack>
        {course.description ? (
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
          >
            {course.description}
          </Typography>
        ) : undefined}
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <CategoryBadge category={course.category} />
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'text.secondary' }}>
            <AccessTimeIcon sx={{ fontSize: 16 }} aria-hidden />
            <Typography variant="body2">{course.duration || TEXTS.selfPaced}</Typography>
          </Stack>
        </Stack>
        {progress && progress.total > 0 ? (
          <Box>
            <Typography variant="caption" color="text.secondary" id={`progress-${course.id}`}>
              {progressLabel(progress.done, progress.total)}
            </Typography>
            <LinearProgress
              variant="determinate"
              value={progress.percent}
              aria-labelledby={`progress-${course.id}`}
              sx={{ mt: 0.5, borderRadius: 1 }}
            />
          </Box>
        ) : undefined}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, pt: 0, justifyContent: 'space-between' }}>
        <Button
          variant="contained"
          size="small"
          onClick={onOpen}
          aria-label={`${lessonsButtonLabel(lessonCount)}: open ${course.title}`}
        >
          {lessonsButtonLabel(lessonCount)}
        </Button>
        {onDelete ? <DeleteButton what="course" title={course.title} onClick={onDelete} busy={deleting} /> : undefined}
      </CardActions>
    </Card>
  );
}
