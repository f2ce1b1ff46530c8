import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import { useRef } from 'react';
import { IMAGE_ACCEPT } from '../../lib/analysisForm.js';

interface ChartImagePickerProps {
  /** What to show: an object URL of a newly chosen file or the stored image URL. */
  previewUrl: string | null;
  onPick: (file: File) => void;
  onRemove: () => void;
  disabled: boolean;
  /** Real upload progress (0..100) while the file is being sent. */
  uploadProgress: number | null;
  /** Why the chosen file was refused or why the upload failed. */
  error: string | null;
}

/** Technical chart upload (images only) with a preview and a remove button. */
export function ChartImagePicker({
  previewUrl,
  onPick,
  onRemove,
  disabled,
  uploadProgress,
  error,
}: ChartImagePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="subtitle2" component="h3">
        Technical Chart
      </Typography>
      {previewUrl ? (
        <Box
          sx={{
            position: 'relative',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            p: 1,
            textAlign: 'center',
            bgcolor: 'action.hover',
          }}
        >
          <Box
            component="img"
            src={previewUrl}
            alt="Technical chart preview"
            sx={{ maxWidth: '100%', maxHeight: '16rem', objectFit: 'contain', display: 'block', mx: 'auto' }}
          />
          <IconButton
            aria-label="Remove image"
            size="small"
            onClick={onRemove}
            disabled={disabled}
            sx={{
              position: 'absolute',
              top: 8,
              right: 8,
              bgcolor: 'background.paper',
              boxShadow: 1,
              '&:hover': { bgcolor: 'background.paper' },
            }}
          >
            <CloseIcon fontSize="small" />
          </IconButton>
        </Box>
      ) : (
        <Box
          component="button"
          type="button"
          disabled={disabled}
          onClick={() => input.current?.click()}
          sx={{
            font: 'inherit',
            color: 'text.secondary',
            bgcolor: 'transparent',
            border: 2,
            borderStyle: 'dashed',
            borderColor: 'divider',
            borderRadius: 1,
            py: 4,
            cursor: 'pointer',
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            gap: 1,
            '&:hover, &:focus-visible': { borderColor: 'primary.main', color: 'primary.main' },
          }}
        >
          <ImageOutlinedIcon />
          <span>Upload chart image</span>
          <Typography variant="caption" color="text.secondary">
            PNG, JPG, WebP or GIF, up to 10MB
          </Typography>
        </Box>
      )}
      <input
        ref={input}
        type="file"
        accept={IMAGE_ACCEPT}
        hidden
        aria-label="Technical chart image"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onPick(file);
          event.target.value = '';
        }}
      />
      {uploadProgress !== null ? (
        <Box role="status" aria-live="polite">
          <LinearProgress variant="determinate" value={uploadProgress} aria-label="Upload progress" />
          <Typography variant="caption" color="text.secondary">
            Uploading... {uploadProgress}%
          </Typography>
        </Box>
      ) : undefined}
      {error ? <Alert severity="error">{error}</Alert> : undefined}
    </Box>
  );
}
