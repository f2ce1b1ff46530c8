/**
 * A lesson's video: YouTube links play in the embed iframe; any other URL in the native player,
 * which can seek (the API serves Range). With progress on, the player resumes where it was left.
 */
import Box from '@mui/material/Box';
import { useRef } from 'react';
import { youTubeEmbedUrl } from '../../lib/media.js';
import { resumePosition } from '../../lib/progress.js';
import { useProgress } from '../../progress/useProgress.js';

/** Save the position at most this often while playing (and always on pause). */
const SAVE_EVERY_SECONDS = 5;

const frameSx = {
  width: '100%',
  aspectRatio: '16 / 9',
  border: 0,
  borderRadius: 1,
  bgcolor: 'common.black',
  display: 'block',
} as const;

export function LessonVideo({
  lessonId,
  title,
  videoUrl,
  rememberPosition,
}: {
  lessonId: string;
  title: string;
  videoUrl: string;
  rememberPosition: boolean;
}) {
  const embed = youTubeEmbedUrl(videoUrl);
  if (embed) {
    return (
      <Box
        component="iframe"
        src={embed}
        title={`Video: ${title}`}
        allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
        allowFullScreen
        sx={frameSx}
      />
    );
  }
  return <NativeVideo lessonId={lessonId} title={title} src={videoUrl} rememberPosition={rememberPosition} />;
}

function NativeVideo({
  lessonId,
  title,
  src,
  rememberPosition,
}: {
  lessonId: string;
  title: string;
  src: string;
  rememberPosition: boolean;
}) {
  const { data, saveVideoPosition } = useProgress();
  const lastSaved = useRef(0);
  const save = (video: HTMLVideoElement) => {
    if (!rememberPosition) return;
    lastSaved.current = video.currentTime;
    saveVideoPosition(lessonId, video.currentTime, video.duration);
  };
  return (
    <Box
      component="video"
      controls
      preload="metadata"
      src={src}
      aria-label={`Video: ${title}`}
      data-lesson-video={lessonId}
      onLoadedMetadata={(event) => {
        const start = rememberPosition ? resumePosition(data, lessonId) : 0;
        if (start > 0 && start < event.currentTarget.duration) event.currentTarget.currentTime = start;
        lastSaved.current = start;
      }}
      onTimeUpdate={(event) => {
        if (Math.abs(event.currentTarget.currentTime - lastSaved.current) >= SAVE_EVERY_SECONDS)
          save(event.currentTarget);
      }}
      onPause={(event) => save(event.currentTarget)}
      onEnded={(event) => save(event.currentTarget)}
      sx={frameSx}
    />
  );
}
