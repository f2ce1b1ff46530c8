/**
 * The drag-and-drop zone with click-to-pick (react-dropzone). Defaults are SPEC section 5's image
 * zone: png/jpg/jpeg, at most 10 files, 10 MB each; refused files are listed with react-dropzone's
 * messages, which are the spec's ('File type must be ...', 'File is larger than N bytes',
 * 'File is smaller than N bytes', 'Too many files'). The holdings CSV zone passes maxFiles 1.
 */
import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { Accept, FileRejection } from 'react-dropzone';
import { useDropzoneHook, useInertDropzone, type DropzoneHook } from './dropzoneModule.js';
import { resetFileInput } from './resetFileInput.js';

export const IMAGE_ACCEPT: Accept = { 'image/png': ['.png'], 'image/jpeg': ['.jpg', '.jpeg'] };
export const DROP_ZONE_MAX_FILES = 10;
export const DROP_ZONE_MAX_BYTES = 10 * 1024 * 1024;

export interface DropZoneProps {
  /** Names the zone for assistive tech and tests, e.g. 'Bot screenshots'. */
  label: string;
  /** Shown inside the zone; defaults to a sentence built from the limits. */
  hint?: string;
  accept?: Accept;
  /**
   * What the zone is for, in words, when `accept` does not say it (an open zone that leaves the type
   * check to its caller, such as the holdings CSV): 'CSV file (.csv)'.
   */
  typesLabel?: string;
  /** The picker's own filter (its `accept` attribute) when `accept` is open: '.csv,text/csv'. */
  pickerAccept?: string;
  maxFiles?: number;
  maxSize?: number;
  minSize?: number;
  disabled?: boolean;
  /** The accepted files of one drop or pick (never more than maxFiles). */
  onFiles: (files: File[]) => void;
}

function rejectionMessages(rejections: readonly FileRejection[]): string[] {
  const messages = new Set<string>();
  for (const { file, errors } of rejections) {
    for (const error of errors)
      messages.add(error.code === 'too-many-files' ? error.message : `${file.name}: ${error.message}`);
  }
  return [...messages];
}

const acceptText = (accept: Accept) => Object.values(accept).flat().join(', ');
const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

/** 'CSV file (.csv), one file, up to 5 MB'; '.png, .jpg, .jpeg; up to 10 files, 10 MB each'. */
function dropZoneLimits(accept: Accept, maxFiles: number, maxSize: number, typesLabel?: string): string {
  const types = typesLabel ?? acceptText(accept);
  if (maxFiles === 1) return [types, 'one file', `up to ${megabytes(maxSize)} MB`].filter(Boolean).join(', ');
  return `${types ? `${types}; ` : ''}up to ${maxFiles} files, ${megabytes(maxSize)} MB each`;
}

export function DropZone(props: DropZoneProps) {
  const useDropzone = useDropzoneHook();
  // Remounted once react-dropzone has arrived (its hook is not the stand-in's: dropzoneModule.ts).
  return (
    <DropZoneArea key={useDropzone ? 'ready' : 'loading'} {...props} useDropzone={useDropzone ?? useInertDropzone} />
  );
}

function DropZoneArea({
  label,
  hint,
  accept = IMAGE_ACCEPT,
  typesLabel,
  pickerAccept,
  maxFiles = DROP_ZONE_MAX_FILES,
  maxSize = DROP_ZONE_MAX_BYTES,
  minSize,
  disabled = false,
  onFiles,
  useDropzone,
}: DropZoneProps & { useDropzone: DropzoneHook }) {
  const [refused, setRefused] = useState<string[]>([]);
  const limitsId = useId();
  // The zone takes drops and mouse clicks; the keyboard path is the explicit button inside it
  // (a focusable zone that wraps a file input would nest one control in another).
  const { getRootProps, getInputProps, inputRef, isDragActive, open } = useDropzone({
    noKeyboard: true,
    accept,
    maxFiles,
    maxSize,
    minSize,
    multiple: maxFiles !== 1,
    disabled,
    onDrop: (accepted, rejections) => {
      resetFileInput(inputRef.current);
      setRefused(rejectionMessages(rejections));
      if (accepted.length > 0) onFiles(accepted);
    },
  });
  const limits = dropZoneLimits(accept, maxFiles, maxSize, typesLabel);
  return (
    <Box>
      <Box
        {...getRootProps({ role: 'group', 'aria-label': `${label}: drop zone`, 'aria-disabled': disabled })}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: isDragActive ? 'primary.main' : 'divider',
          bgcolor: isDragActive ? 'action.hover' : 'transparent',
          borderRadius: 2,
          p: 3,
          textAlign: 'center',
          cursor: disabled ? 'not-allowed' : 'pointer',
          opacity: disabled ? 0.6 : 1,
        }}
      >
        <input {...getInputProps({ 'aria-label': label, ...(pickerAccept ? { accept: pickerAccept } : {}) })} />
        <CloudUploadOutlinedIcon color="action" aria-hidden />
        <Typography variant="body2">
          {hint ?? (isDragActive ? 'Drop the files here' : 'Drag and drop files here, or click to choose')}
        </Typography>
        <Typography id={limitsId} variant="caption" color="text.secondary" sx={{ display: 'block', mb: 1 }}>
          {limits}
        </Typography>
        <Button
          size="small"
          variant="outlined"
          disabled={disabled}
          aria-describedby={limitsId}
          onClick={(event) => {
            // The zone's own click would open a second picker.
            event.stopPropagation();
            open();
          }}
        >
          {maxFiles === 1 ? 'Choose file' : 'Choose files'}
        </Button>
      </Box>
      {refused.length > 0 ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {refused.map((message) => (
            <div key={message}>{message}</div>
          ))}
        </Alert>
      ) : undefined}
    </Box>
  );
}
