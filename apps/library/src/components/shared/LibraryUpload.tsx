/** PROVISIONAL: replaced by the kit's upload box once it is on main. */
import type { UploadedFile } from '@tradeboard/types';

export type UploadedLibraryFile = UploadedFile;

export interface LibraryUploadProps {
  kind: 'video' | 'pdf';
  label: string;
  file: UploadedLibraryFile | null;
  onChange: (file: UploadedLibraryFile | null) => void;
  onUploadingChange: (uploading: boolean) => void;
}

export function LibraryUpload(_props: LibraryUploadProps) {
  return null;
}
