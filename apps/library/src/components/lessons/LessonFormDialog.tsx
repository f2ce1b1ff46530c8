/**
 * 'Add New Lesson' (and 'Edit Lesson'): Lesson Title, Description, Content, Video File upload
 * (optional), PDF attachment (optional), Video URL, Duration; Cancel / 'Create Lesson'
 * ('Creating...' while pending). Files upload as soon as they are picked (real progress) and stay
 * held by the form until removed; the lesson's video is the uploaded file if any, else the typed URL.
 */
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Course, Lesson } from '@tradeboard/types';
import { useFormValues } from '@tradeboard/ui';
import { useState } from 'react';
import { useCreateLesson, useUpdateLesson } from '../../api/mutations.js';
import {
  canSubmitLesson,
  EMPTY_LESSON_FORM,
  lessonCreateBody,
  lessonFormFrom,
  lessonUpdateBody,
  type LessonFormValues,
} from '../../lib/forms.js';
import { FormDialog } from '../shared/FormDialog.js';
import { KeptAttachments } from '../shared/KeptAttachments.js';
import { LibraryUpload, type UploadedLibraryFile } from '../shared/LibraryUpload.js';

export interface LessonFormDialogProps {
  open: boolean;
  course: Course;
  /** null: a new lesson. */
  lesson: Lesson | null;
  /** orderIndex of a new lesson (after the course's last one). */
  nextOrderIndex: number;
  onClose: () => void;
  onExited?: () => void;
}

export function LessonFormDialog({ open, course, lesson, nextOrderIndex, onClose, onExited }: LessonFormDialogProps) {
  const { values, field, reset } = useFormValues<LessonFormValues>(() =>
    lesson ? lessonFormFrom(lesson) : EMPTY_LESSON_FORM,
  );
  /** The lesson the form was filled from (after a 412: the stored one, shown in the form). */
  const [base, setBase] = useState(lesson);
  const [video, setVideo] = useState<UploadedLibraryFile | null>(null);
  const [pdf, setPdf] = useState<UploadedLibraryFile | null>(null);
  const [kept, setKept] = useState<readonly string[]>(lesson?.attachments ?? []);
  const [uploading, setUploading] = useState({ video: false, pdf: false });
  const create = useCreateLesson();
  const update = useUpdateLesson((current) => {
    if (!current) return;
    setBase(current);
    reset(lessonFormFrom(current));
    setKept(current.attachments);
  });

  const submit = () => {
    const uploads = { videoUrl: video?.fileUrl ?? null, pdfUrls: pdf ? [pdf.fileUrl] : [] };
    if (base) update.mutate({ record: base, body: lessonUpdateBody(values, uploads, kept) }, { onSuccess: onClose });
    else create.mutate(lessonCreateBody(values, course.id, uploads, nextOrderIndex), { onSuccess: onClose });
  };

  return (
    <FormDialog
      open={open}
      title={lesson ? 'Edit Lesson' : 'Add New Lesson'}
      submitLabel={lesson ? 'Save Changes' : 'Create Lesson'}
      pendingLabel={lesson ? 'Saving...' : 'Creating...'}
      pending={create.isPending || update.isPending}
      busy={uploading.video || uploading.pdf}
      canSubmit={canSubmitLesson(values)}
      onSubmit={submit}
      onClose={onClose}
      onExited={onExited}
    >
      <Typography variant="body2" color="text.secondary">
        Course: {course.title}
      </Typography>
      <TextField label="Lesson Title" required {...field('title')} autoFocus />
      <TextField label="Description" multiline minRows={2} {...field('description')} />
      <TextField label="Content" multiline minRows={4} {...field('content')} />
      <LibraryUpload
        kind="video"
        label="Video File"
        file={video}
        onChange={setVideo}
        onUploadingChange={(busy) => setUploading((current) => ({ ...current, video: busy }))}
      />
      <LibraryUpload
        kind="pdf"
        label="PDF attachment"
        file={pdf}
        onChange={setPdf}
        onUploadingChange={(busy) => setUploading((current) => ({ ...current, pdf: busy }))}
      />
      <KeptAttachments attachments={kept} onChange={setKept} />
      <TextField
        label="Video URL"
        type="url"
        placeholder="https://www.youtube.com/watch?v=..."
        helperText={
          video
            ? 'The uploaded video file is used instead of this URL.'
            : 'YouTube links play embedded; other links play in the video player.'
        }
        {...field('videoUrl')}
      />
      <TextField label="Duration" placeholder="e.g., 15 minutes" {...field('duration')} />
    </FormDialog>
  );
}
