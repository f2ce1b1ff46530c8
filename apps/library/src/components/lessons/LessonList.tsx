/**
 * 'Course Lessons': numbered, in course order. Each lesson opens its dialog. Students see which are
 * done; managers reorder by drag or with the up/down buttons (the keyboard way).
 */
import { visuallyHidden } from '@tradeboard/ui';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Lesson } from '@tradeboard/types';
import { useState } from 'react';

export interface LessonListProps {
  lessons: readonly Lesson[];
  onOpen: (lesson: Lesson) => void;
  /** Ids of lessons the student completed (null: progress not shown). */
  doneIds: ReadonlySet<string> | null;
  /** Managers: move the lesson at `from` to `to`. */
  onMove?: (from: number, to: number) => void;
  moving?: boolean;
}

export function LessonList({ lessons, onOpen, doneIds, onMove, moving = false }: LessonListProps) {
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  return (
    <Box component="ol" aria-label="Course Lessons" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
      {lessons.map((lesson, index) => {
        const done = doneIds?.has(lesson.id) ?? false;
        return (
          <Box
            component="li"
            key={lesson.id}
            data-lesson-id={lesson.id}
            draggable={Boolean(onMove) && !moving}
            onDragStart={onMove ? () => setDragFrom(index) : undefined}
            onDragOver={onMove ? (event) => event.preventDefault() : undefined}
            onDrop={
              onMove
                ? (event) => {
                    event.preventDefault();
                    if (dragFrom !== null && dragFrom !== index) onMove(dragFrom, index);
                    setDragFrom(null);
                  }
                : undefined
            }
            onDragEnd={() => setDragFrom(null)}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 0.5,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              opacity: dragFrom === index ? 0.5 : 1,
            }}
          >
            {onMove ? (
              <DragIndicatorIcon aria-hidden sx={{ color: 'text.disabled', ml: 1, cursor: 'grab' }} />
            ) : undefined}
            <ListItemButton onClick={() => onOpen(lesson)} sx={{ borderRadius: 1, gap: 1.5, py: 1 }}>
              <Box
                aria-hidden
                sx={{
                  width: 28,
                  height: 28,
                  flexShrink: 0,
                  borderRadius: '50%',
                  display: 'grid',
                  placeItems: 'center',
                  bgcolor: 'action.selected',
                  fontWeight: 700,
                  fontSize: 14,
                }}
              >
                {index + 1}
              </Box>
              <Stack sx={{ minWidth: 0, flexGrow: 1 }}>
                {/* The name comes from the visible text (no aria-label that could disagree with it): the number reads as '1. '. */}
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  <Box component="span" sx={visuallyHidden}>
                    {`${index + 1}. `}
                  </Box>
                  {lesson.title}
                  {done ? (
                    <Box component="span" sx={visuallyHidden}>
                      {' (completed)'}
                    </Box>
                  ) : undefined}
                </Typography>
                {lesson.duration ? (
                  <Typography variant="body2" color="text.secondary">
                    {lesson.duration}
                  </Typography>
                ) : undefined}
              </Stack>
              {done ? <CheckCircleIcon color="success" aria-hidden /> : undefined}
            </ListItemButton>
            {onMove ? (
              <Stack direction="row" sx={{ pr: 0.5 }}>
                <IconButton
                  size="small"
                  aria-label={`Move ${lesson.title} up`}
                  disabled={moving || index === 0}
                  onClick={() => onMove(index, index - 1)}
                >
                  <ArrowUpwardIcon fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  aria-label={`Move ${lesson.title} down`}
                  disabled={moving || index === lessons.length - 1}
                  onClick={() => onMove(index, index + 1)}
                >
                  <ArrowDownwardIcon fontSize="small" />
                </IconButton>
              </Stack>
            ) : undefined}
          </Box>
        );
      })}
    </Box>
  );
}
