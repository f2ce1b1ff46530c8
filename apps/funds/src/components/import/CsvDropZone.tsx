import { UPLOAD_LIMITS } from '@tradeboard/types/core';
import { DropZone, type DropZoneProps } from '@tradeboard/ui/forms';

/**
 * No type filter in the zone: any file reaches the import's own checks, so a wrong type gets the
 * spec's 'Invalid File Type' toast rather than the zone's generic refusal. The picker still
 * offers .csv files only, and the limits read 'CSV file (.csv), one file, up to 5 MB' (issue 28).
 */
const ANY_FILE: DropZoneProps['accept'] = {};

export interface CsvDropZoneProps {
  onFile: (file: File) => void;
  disabled?: boolean;
}

/** The holdings CSV zone (the kit's DropZone): one file of at most 5 MB, refused before it is read. */
export function CsvDropZone({ onFile, disabled }: CsvDropZoneProps) {
  return (
    <DropZone
      label="Holdings CSV file"
      hint="Drop a broker positions CSV here, or click to choose one"
      accept={ANY_FILE}
      typesLabel="CSV file (.csv)"
      // The picker offers .csv files; a dropped file of another type still reaches the import's check.
      pickerAccept=".csv,text/csv"
      maxFiles={UPLOAD_LIMITS.csvDropZoneMaxFiles}
      maxSize={UPLOAD_LIMITS.csvBytes}
      disabled={disabled}
      onFiles={([file]) => {
        if (file) onFile(file);
      }}
    />
  );
}
