/**
 * 'Create New Course' (and 'Edit Course'): Course Title, Description, Category (default Strategy),
 * Difficulty (default Beginner), Duration, Thumbnail URL. Title and category are required.
 */
import TextField from '@mui/material/TextField';
import type { Course } from '@tradeboard/types';
import { COURSE_CATEGORIES, DIFFICULTIES } from '@tradeboard/types/core';
import { useFormValues } from '@tradeboard/ui';
import { SelectField } from '@tradeboard/ui/forms';
import { useState } from 'react';
import { useCreateCourse, useUpdateCourse } from '../../api/mutations.js';
import {
  canSubmitCourse,
  courseBody,
  courseFormFrom,
  EMPTY_COURSE_FORM,
  type CourseFormValues,
} from '../../lib/forms.js';
import { FormDialog } from '../shared/FormDialog.js';

export interface CourseFormDialogProps {
  open: boolean;
  /** null: a new course. */
  course: Course | null;
  onClose: () => void;
  onExited?: () => void;
}

const THUMBNAIL_PLACEHOLDER = 'https://example.com/course-thumbnail.jpg';

export function CourseFormDialog({ open, course, onClose, onExited }: CourseFormDialogProps) {
  const {
    values,
    setField: set,
    field,
    reset,
  } = useFormValues<CourseFormValues>(() => (course ? courseFormFrom(course) : EMPTY_COURSE_FORM));
  /** The course the form was filled from (after a 412: the stored one, shown in the form). */
  const [base, setBase] = useState(course);
  const create = useCreateCourse();
  const update = useUpdateCourse((current) => {
    if (!current) return;
    setBase(current);
    reset(courseFormFrom(current));
  });

  const submit = () => {
    const body = courseBody(values);
    if (base) update.mutate({ record: base, body }, { onSuccess: onClose });
    else create.mutate(body, { onSuccess: onClose });
  };

  return (
    <FormDialog
      open={open}
      title={course ? 'Edit Course' : 'Create New Course'}
      submitLabel={course ? 'Save Changes' : 'Create Course'}
      pendingLabel={course ? 'Saving...' : 'Creating...'}
      pending={create.isPending || update.isPending}
      canSubmit={canSubmitCourse(values)}
      onSubmit={submit}
      onClose={onClose}
      onExited={onExited}
    >
      <TextField label="Course Title" required {...field('title')} autoFocus />
      <TextField label="Description" multiline minRows={3} {...field('description')} />
      <SelectField
        menu
        fullWidth
        label="Category"
        value={values.category}
        options={COURSE_CATEGORIES}
        onChange={(value) => set('category', value)}
      />
      <SelectField
        menu
        fullWidth
        label="Difficulty"
        value={values.difficulty}
        options={DIFFICULTIES}
        onChange={(value) => set('difficulty', value)}
      />
      <TextField label="Duration" placeholder="e.g., 2 hours" {...field('duration')} />
      <TextField label="Thumbnail URL" type="url" placeholder={THUMBNAIL_PLACEHOLDER} {...field('thumbnailUrl')} />
    </FormDialog>
  );
}
