/**
 * 'Change password' from the admin menu: current password and the new one twice, checked here the
 * way the API checks them (changePasswordErrors); the API's own field errors (a wrong current
 * password) land on their field. Success and failure end in a toast.
 */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { changePasswordErrors, type ChangePasswordFieldErrors } from '@tradeboard/types/core';
import { ApiError, authApi, messageFromBody, useToast } from '@tradeboard/ui';
import { useId, useState, type FormEvent } from 'react';
import { ACCOUNT_TEXTS as T } from './accountTexts.js';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };
type Field = keyof typeof EMPTY;

/** The API's 400 issues on the fields of this form. */
function fieldIssues(error: unknown): ChangePasswordFieldErrors {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  try {
    const { issues } = JSON.parse(error.body) as { issues?: Array<{ path: unknown[]; message: string }> };
    const out: ChangePasswordFieldErrors = {};
    for (const issue of issues ?? []) {
      const field = issue.path[0];
      if (field === 'currentPassword' || field === 'newPassword') out[field] ??= issue.message;
    }
    return out;
  } catch {
    return {};
  }
}

export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { toast } = useToast();
  const titleId = useId();
  const introId = useId();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<ChangePasswordFieldErrors>({});
  const [submitting, setSubmitting] = useState(false);

  const close = () => {
    if (submitting) return;
    setValues(EMPTY);
    setErrors({});
    onClose();
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = changePasswordErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    try {
      await authApi.changePassword({ currentPassword: values.currentPassword, newPassword: values.newPassword });
      toast({ title: T.changedTitle, description: T.changedDescription, variant: 'success' });
      setValues(EMPTY);
      setErrors({});
      onClose();
    } catch (error) {
      setErrors(fieldIssues(error));
      // Too many attempts: the API's sentence says when to try again.
      const tooMany = error instanceof ApiError && error.status === 429 ? messageFromBody(error.body) : undefined;
      toast({ title: T.changeFailedTitle, description: tooMany ?? T.changeFailedDescription, variant: 'destructive' });
    } finally {
      setSubmitting(false);
    }
  }

  const field = (name: Field, label: string, autoComplete: string) => (
    <TextField
      label={label}
      name={name}
      type="password"
      autoComplete={autoComplete}
      value={values[name]}
      onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
      error={Boolean(errors[name])}
      helperText={errors[name]}
      required
      fullWidth
    />
  );

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} aria-describedby={introId} fullWidth maxWidth="xs">
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{T.changePassword}</DialogTitle>
        <DialogContent>
          <DialogContentText id={introId} sx={{ mb: 2 }}>
            {T.dialogIntro}
          </DialogContentText>
          <Stack spacing={2}>
            {field('currentPassword', T.currentPassword, 'current-password')}
            {field('newPassword', T.newPassword, 'new-password')}
            {field('confirmPassword', T.confirmPassword, 'new-password')}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={submitting}>
            {T.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={submitting}>
            {submitting ? T.submitting : T.submit}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
