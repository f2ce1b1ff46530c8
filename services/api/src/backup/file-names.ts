/** Backup file names: `tradeboard-backup-<UTC time>.tar.gz`, sortable by time. */
export const BACKUP_FILE_PATTERN = /^tradeboard-backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.tar\.gz$/;

export function backupFileName(at: Date): string {
  return `tradeboard-backup-${at.toISOString().replace(/[:.]/g, '-')}.tar.gz`;
}

/** The time a backup file name carries, or undefined for other names. */
export function backupFileTime(name: string): Date | undefined {
  if (!BACKUP_FILE_PATTERN.test(name)) return undefined;
  const [, date, hours, minutes, seconds, millis] =
    /^tradeboard-backup-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z/.exec(name)!;
  return new Date(`${date}T${hours}:${minutes}:${seconds}.${millis}Z`);
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  if (bytes < 1024 * 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${(bytes / 1024 / 1024 / 1024).toFixed(2)} GB`;
}
