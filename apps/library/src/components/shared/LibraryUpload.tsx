/**
 * A library file field: pick a video or PDF, it uploads at once to its endpoint with real progress
 * (XMLHttpRequest), then shows as a file card the form holds until Remove. Too large or the wrong
 * type is refused before uploading with the spec's messages.
 */
import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import type { UploadedFile } from '@tradeboard/types';
import { UPLOAD_LIMITS, UPLOAD_TYPES } from '@tradeboard/types/core';
import { uploadFile } from '@tradeboard/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { checkLibraryFile, formatFileSize } from '../../lib/fileRules';
import { LIBRARY_UPLOAD_ENDPOINTS, uploadFieldName } from '../../lib/uploadField';

export type UploadedLibraryFile = UploadedFile;

export interface LibraryUploadProps {
  kind: 'video' | 'pdf';
  label: string;
  file: UploadedLibraryFile | null;
  onChange: (file: UploadedLibraryFile | null) => void;
  onUploadingChange: (uploading: boolean) => void;
}

const RULES = {
  video: { endpoint: LIBRARY_UPLOAD_ENDPOINTS.video, accept: UPLOAD_TYPES.video.extensions, maxBytes: UPLOAD_LIMITS.videoBytes },
  pdf: { endpoint: LIBRARY_UPLOAD_ENDPOINTS.pdf, accept: UPLOAD_TYPES.pdf.extensions, maxBytes: UPLOAD_LIMITS.pdfBytes },
} as const;

export function LibraryUpload({ kind, label, file, onChange, onUploadingChange }: LibraryUploadProps) {
  const rules = RULES[kind];
  const labelId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<{ name: string; percent: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  // A form closed mid-upload stops the request.
  useEffect(() => () => abort.current?.abort(), []);

  const start = async (picked: File) => {
    const problem = checkLibraryFile(picked, rules);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    setProgress({ name: picked.name, percent: 0 });
    onUploadingChange(true);
    abort.current = new AbortController();
    const body = new FormData();
    body.append(uploadFieldName(rules.endpoint), picked);
    try {
      const uploaded = await uploadFile<UploadedLibraryFile>({
        url: rules.endpoint,
        body,
        signal: abort.current.signal,
        onProgress: (percent) => setProgress({ name: picked.name, percent }),
      });
      onChange(uploaded);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Failed to upload file');
    } finally {
      setProgress(null);
      onUploadingChange(false);
    }
  };

  return (
    <Box>
      <Typography id={labelId} variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
        {label} (optional)
      </Typography>
      <Box sx={{ border: 1, borderStyle: 'dashed', borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
        {file ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <InsertDriveFileOutlinedIcon color="action" aria-hidden />
            <Box sx={{ minWidth: 0, flexGrow: 1 }}>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {file.filename}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {formatFileSize(file.size)} uploaded
              </Typography>
            </Box>
            <Button size="small" color="error" onClick={() => onChange(null)} aria-label={`Remove ${file.filename}`}>
              Remove
            </Button>
          </Stack>
        ) : progress ? (
          <Box>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              Uploading {progress.name}... {progress.percent}%
            </Typography>
            <LinearProgress variant="determinate" value={progress.percent} aria-label={`Uploading ${progress.name}`} sx={{ mt: 1 }} />
          </Box>
        ) : (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
            <Button variant="outlined" size="small" startIcon={<CloudUploadOutlinedIcon />} aria-describedby={labelId} onClick={() => input.current?.click()}>
              Choose file
            </Button>
            <input
                ref={input}
                hidden
                aria-labelledby={labelId}
                type="file"
                accept={rules.accept.join(',')}
                onChange={(event) => {
                  const picked = event.target.files?.[0];
                  event.target.value = '';
                  if (picked) void start(picked);
                }}
              />
            <Typography variant="caption" color="text.secondary">
              {rules.accept.join(', ')} up to {Math.round(rules.maxBytes / (1024 * 1024))} MB
            </Typography>
          </Stack>
        )}
      </Box>
      {error ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error}
        </Alert>
      ) : undefined}
    </Box>
  );
}
