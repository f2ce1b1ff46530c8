/** Errors a FileStorage raises; routes turn them into HTTP answers (413 for too large). */
export class ObjectTooLargeError extends Error {
  override name = 'ObjectTooLargeError';
  constructor(readonly maxBytes: number) {
    super(`Object exceeds ${maxBytes} bytes`);
  }
}
