/**
 * 'Create New Documentation' (and 'Edit Document'): Document Title, Category (default SOP), Content
 * (8 rows), optional PDF attachment; 'Create Document' ('Creating...' while pending).
 */
import TextField from '@mui/material/TextField';
import type { Documentation } from '@tradeboard/types';
import { DOCUMENT_CATEGORIES } from '@tradeboard/types/core';
import { useFormValues } from '@tradeboard/ui';
import { SelectField } from '@tradeboard/ui/forms';
import { useState } from 'react';
import { useCreateDocument, useUpdateDocument } from '../../api/mutations.js';
import {
  canSubmitDocument,
  documentBody,
  documentFormFrom,
  EMPTY_DOCUMENT_FORM,
  type DocumentFormValues,
} from '../../lib/forms.js';
import { FormDialog } from '../shared/FormDialog.js';
import { KeptAttachments } from '../shared/KeptAttachments.js';
import { LibraryUpload, type UploadedLibraryFile } from '../shared/LibraryUpload.js';

export interface DocumentFormDialogProps {
  open: boolean;
  /** null: a new document. */
  document: Documentation | null;
  onClose: () => void;
  onExited?: () => void;
}

export function DocumentFormDialog({ open, document, onClose, onExited }: DocumentFormDialogProps) {
  const {
    values,
    setField: set,
    field,
    reset,
  } = useFormValues<DocumentFormValues>(() => (document ? documentFormFrom(document) : EMPTY_DOCUMENT_FORM));
  /** The document the form was filled from (after a 412: the stored one, shown in the form). */
  const [base, setBase] = useState(document);
  const [pdf, setPdf] = useState<UploadedLibraryFile | null>(null);
  const [kept, setKept] = useState<readonly string[]>(document?.attachments ?? []);
  const [uploading, setUploading] = useState(false);
  const create = useCreateDocument();
  const update = useUpdateDocument((current) => {
    if (!current) return;
    setBase(current);
    reset(documentFormFrom(current));
    setKept(current.attachments);
  });

  const submit = () => {
    const attachments = [...new Set([...kept, ...(pdf ? [pdf.fileUrl] : [])])];
    const body = documentBody(values, attachments);
    if (base) update.mutate({ record: base, body }, { onSuccess: onClose });
    else create.mutate(body, { onSuccess: onClose });
  };

  return (
    <FormDialog
      open={open}
      title={document ? 'Edit Document' : 'Create New Documentation'}
      submitLabel={document ? 'Save Changes' : 'Create Document'}
      pendingLabel={document ? 'Saving...' : 'Creating...'}
      pending={create.isPending || update.isPending}
      busy={uploading}
      canSubmit={canSubmitDocument(values)}
      onSubmit={submit}
      onClose={onClose}
      onExited={onExited}
    >
      <TextField label="Document Title" required {...field('title')} autoFocus />
      <SelectField
        menu
        fullWidth
        label="Category"
        value={values.category}
        options={DOCUMENT_CATEGORIES}
        onChange={(value) => set('category', value)}
      />
      <TextField label="Content" required multiline rows={8} {...field('content')} />
      <LibraryUpload kind="pdf" label="PDF attachment" file={pdf} onChange={setPdf} onUploadingChange={setUploading} />
      <KeptAttachments attachments={kept} onChange={setKept} />
    </FormDialog>
  );
}
