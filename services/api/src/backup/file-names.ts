/** Backup file names: `tradeboard-backup-<UTC time>.tar.gz`, sortable by time. */
export const BACKUP_FILE_PATTERN = /^tradeboard-backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.tar\.gz$/;

export function backupFileName(at: Date): string {
  return `tradeboard-backup-${at.toISOString().replace(/[:.]/g, '-')}.tar.gz`;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  if (bytes < 1024 * 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${(bytes / 1024 / 1024 / 1024).toFixed(2)} GB`;
}
