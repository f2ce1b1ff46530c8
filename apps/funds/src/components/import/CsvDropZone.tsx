import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Box, Button, Typography } from '@mui/material';
import { useRef, useState, type DragEvent } from 'react';

export interface CsvDropZoneProps {
  onFile: (file: File) => void;
  disabled?: boolean;
}

/** The holdings CSV zone: one file, dropped or picked. */
export function CsvDropZone({ onFile, disabled }: CsvDropZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const take = (files: FileList | null) => {
    const file = files?.[0];
    if (file && !disabled) onFile(file);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    take(event.dataTransfer.files);
  };
  return (
    <Box
      data-testid="csv-drop-zone"
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: over ? 'primary.main' : 'divider',
        borderRadius: 2,
        p: 2,
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        flexWrap: 'wrap',
        bgcolor: over ? 'action.hover' : 'transparent',
      }}
    >
      <UploadFileIcon color="action" aria-hidden />
      <Typography variant="body2" color="text.secondary" sx={{ flex: 1, minWidth: 160 }}>
        Drop a broker positions CSV here, or choose one
      </Typography>
      <Button variant="outlined" size="small" disabled={disabled} onClick={() => input.current?.click()}>
        Choose CSV file
      </Button>
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv"
        aria-label="Holdings CSV file"
        hidden
        onChange={(event) => {
          take(event.target.files);
          event.target.value = '';
        }}
      />
    </Box>
  );
}
