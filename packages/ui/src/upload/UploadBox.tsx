/**
 * The single-file upload box (SPEC "Generic upload widgets", section 5): drop or pick one file, it is
 * checked ('File size must be less than {n}MB', 'File type not accepted. Please select: {accept list}'),
 * uploaded at once with its real progress, then shown as a file card with a Remove button. Drops and
 * picks are ignored while disabled or uploading. The caller says how to upload (e.g. uploadsApi.image).
 */
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { readableErrorMessage } from '../api/apiRequest.js';
import { useDropzoneHook, useInertDropzone, type DropzoneHook } from './dropzoneModule.js';
import { checkUploadFile, formatFileSize } from './fileChecks.js';
import { resetFileInput } from './resetFileInput.js';

export interface UploadedFileCard {
  name: string;
  size?: number;
}

export interface UploadBoxProps<T> {
  label: string;
  /** Extensions and MIME patterns, e.g. ['.pdf'] or ['image/*']. */
  accept: readonly string[];
  maxBytes: number;
  /** Sends the file; report real progress (0..100) and stop when the signal aborts. */
  upload: (file: File, onProgress: (percent: number) => void, signal: AbortSignal) => Promise<T>;
  /** The file the form holds (shown as a card), or null. */
  value: UploadedFileCard | null;
  onUploaded: (result: T, file: File) => void;
  onRemove: () => void;
  onUploadingChange?: (uploading: boolean) => void;
  disabled?: boolean;
}

export function UploadBox<T>(props: UploadBoxProps<T>) {
  const useDropzone = useDropzoneHook();
  // Remounted once react-dropzone has arrived (its hook is not the stand-in's: dropzoneModule.ts).
  return (
    <UploadArea key={useDropzone ? 'ready' : 'loading'} {...props} useDropzone={useDropzone ?? useInertDropzone} />
  );
}

function UploadArea<T>({
  label,
  accept,
  maxBytes,
  upload,
  value,
  onUploaded,
  onRemove,
  onUploadingChange,
  disabled = false,
  useDropzone,
}: UploadBoxProps<T> & { useDropzone: DropzoneHook }) {
  const labelId = useId();
  const [progress, setProgress] = useState<{ name: string; percent: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  // A form closed mid-upload stops the request.
  useEffect(() => () => abort.current?.abort(), []);

  const start = async (file: File) => {
    const problem = checkUploadFile(file, { accept, maxBytes });
    setError(problem);
    if (problem) return;
    abort.current = new AbortController();
    setProgress({ name: file.name, percent: 0 });
    onUploadingChange?.(true);
    try {
      const result = await upload(file, (percent) => setProgress({ name: file.name, percent }), abort.current.signal);
      onUploaded(result, file);
    } catch (failure) {
      setError(readableErrorMessage(failure, 'Failed to upload file'));
    } finally {
      setProgress(null);
      onUploadingChange?.(false);
    }
  };

  const { getRootProps, getInputProps, inputRef, isDragActive } = useDropzone({
    multiple: false,
    disabled: disabled || progress !== null,
    noKeyboard: true,
    onDrop: (accepted, rejected) => {
      resetFileInput(inputRef.current);
      const file = accepted[0] ?? rejected[0]?.file;
      if (file) void start(file);
    },
  });

  return (
    <Box>
      <Typography id={labelId} variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
        {label}
      </Typography>
      {value ? (
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
        >
          <InsertDriveFileOutlinedIcon color="action" aria-hidden />
          <Box sx={{ minWidth: 0, flexGrow: 1 }}>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {value.name}
            </Typography>
            {value.size !== undefined ? (
              <Typography variant="caption" color="text.secondary">
                {formatFileSize(value.size)}
              </Typography>
            ) : undefined}
          </Box>
          <Button size="small" color="error" onClick={onRemove} disabled={disabled} aria-label={`Remove ${value.name}`}>
            Remove
          </Button>
        </Stack>
      ) : (
        <Box
          {...getRootProps()}
          sx={{
            border: 1,
            borderStyle: 'dashed',
            borderColor: isDragActive ? 'primary.main' : 'divider',
            bgcolor: isDragActive ? 'action.hover' : 'transparent',
            borderRadius: 1,
            p: 1.5,
          }}
        >
          <input {...getInputProps({ accept: accept.join(','), 'aria-labelledby': labelId })} />
          {progress ? (
            <Box>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                Uploading {progress.name}... {progress.percent}%
              </Typography>
              <LinearProgress
                variant="determinate"
                value={progress.percent}
                aria-label={`Uploading ${progress.name}`}
                sx={{ mt: 1 }}
              />
            </Box>
          ) : (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
              <Button variant="outlined" size="small" disabled={disabled} aria-describedby={labelId}>
                Choose file
              </Button>
              <Typography variant="caption" color="text.secondary">
                or drop it here · {accept.join(', ')} up to {Math.round(maxBytes / (1024 * 1024))} MB
              </Typography>
            </Stack>
          )}
        </Box>
      )}
      {error ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error}
        </Alert>
      ) : undefined}
    </Box>
  );
}
