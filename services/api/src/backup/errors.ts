/** A backup or restore refused or failed for a reason the user can act on; the message says what. */
export class BackupError extends Error {
  override name = 'BackupError';
}
