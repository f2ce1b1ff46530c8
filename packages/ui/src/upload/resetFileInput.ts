/**
 * Called once a pick has been read: an <input type="file"> keeps its value, so choosing the same
 * file again (after Cancel of a preview, or after an import) would change nothing and fire no
 * `change` event. The File objects already handed on stay readable.
 */
export function resetFileInput(input: HTMLInputElement | null): void {
  if (input) input.value = '';
}
