import Stack from '@mui/material/Stack';
import { UPLOAD_LIMITS, UPLOAD_TYPES } from '@tradeboard/types/core';
import { UploadBox } from '@tradeboard/ui/forms';
import { uploadScreenshot } from '../../api/uploadScreenshot.js';
import { FlowImage } from '../shared/FlowImage.js';

interface ScreenshotFieldProps {
  /** URL of the stored screenshot, or null. */
  value: string | null;
  ticker: string;
  onChange: (url: string | null) => void;
  /** Tells the form an upload is running, so it is not saved half way. */
  onUploadingChange: (uploading: boolean) => void;
}

const ACCEPT = [...UPLOAD_TYPES.image.extensions, ...UPLOAD_TYPES.image.mimeTypes];

/** The stored file's name, for the file card: the last part of its URL. */
const fileName = (url: string) => url.split('/').filter(Boolean).at(-1) ?? url;

/**
 * The flow screenshot: one image of at most 10,485,760 bytes through the kit's upload box (checked,
 * uploaded at once with its real progress), shown as a preview above its file card.
 */
export function ScreenshotField({ value, ticker, onChange, onUploadingChange }: ScreenshotFieldProps) {
  return (
    <Stack spacing={1}>
      {value ? <FlowImage src={value} alt="Flow screenshot" sx={{ maxHeight: 160, alignSelf: 'flex-start' }} /> : null}
      <UploadBox<string>
        label="Flow Screenshot"
        accept={ACCEPT}
        maxBytes={UPLOAD_LIMITS.flowScreenshotBytes}
        upload={(file, onProgress, signal) => uploadScreenshot(file, ticker, onProgress, signal)}
        value={value ? { name: fileName(value) } : null}
        onUploaded={(url) => onChange(url)}
        onRemove={() => onChange(null)}
        onUploadingChange={onUploadingChange}
      />
    </Stack>
  );
}
