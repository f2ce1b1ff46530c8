import { CloudUpload, Delete } from '@mui/icons-material';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { UPLOAD_LIMITS } from '@tradeboard/types/core';
import { UploadError } from '@tradeboard/ui';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { uploadScreenshot } from '../../api/uploadScreenshot.js';
import { screenshotProblem, SCREENSHOT_ACCEPT } from '../../lib/screenshot.js';
import { FlowImage } from '../shared/FlowImage.js';

interface ScreenshotFieldProps {
  /** URL of the stored screenshot, or null. */
  value: string | null;
  ticker: string;
  onChange: (url: string | null) => void;
  /** Tells the form an upload is running, so it is not saved half way. */
  onUploadingChange: (uploading: boolean) => void;
}

/**
 * The flow screenshot: one image of at most 10,485,760 bytes, uploaded as soon as it is picked,
 * with the real upload progress; the stored image is shown with a remove button.
 */
export function ScreenshotField({ value, ticker, onChange, onUploadingChange }: ScreenshotFieldProps) {
  const inputId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const invalid = screenshotProblem(file);
    setProblem(invalid);
    if (invalid) return;
    abort.current = new AbortController();
    setProgress(0);
    onUploadingChange(true);
    try {
      onChange(await uploadScreenshot(file, ticker, setProgress, abort.current.signal));
    } catch (error) {
      setProblem(error instanceof UploadError ? error.message : 'Failed to upload file');
    } finally {
      setProgress(null);
      onUploadingChange(false);
    }
  };

  return (
    <Box>
      <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
        Flow Screenshot
      </Typography>
      {value ? (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <FlowImage src={value} alt="Flow screenshot" sx={{ maxHeight: 160 }} />
          <Button size="small" color="error" startIcon={<Delete aria-hidden />} onClick={() => onChange(null)}>
            Remove screenshot
          </Button>
        </Stack>
      ) : (
        <Box sx={{ p: 2, border: 1, borderStyle: 'dashed', borderColor: 'divider', borderRadius: 1 }}>
          <input id={inputId} type="file" accept={SCREENSHOT_ACCEPT} hidden onChange={(event) => void pick(event)} disabled={progress !== null} />
          <Button component="label" htmlFor={inputId} variant="outlined" startIcon={<CloudUpload aria-hidden />} disabled={progress !== null}>
            Upload screenshot
          </Button>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
            One image (PNG, JPG, WebP or GIF), up to {UPLOAD_LIMITS.flowScreenshotBytes / (1024 * 1024)}MB.
          </Typography>
          {progress !== null ? (
            <LinearProgress variant="determinate" value={progress} aria-label="Screenshot upload progress" sx={{ mt: 1 }} />
          ) : null}
        </Box>
      )}
      {problem ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {problem}
        </Alert>
      ) : null}
    </Box>
  );
}
