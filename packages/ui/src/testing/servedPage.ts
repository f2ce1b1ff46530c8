/**
 * A JSON data block as the API writes it into the page it serves (the remotes manifest, the first
 * reads: services/api/src/web/shell-page.ts). Remove it after the test (`document.getElementById(id)?.remove()`).
 */
export function addJsonBlock(id: string, text: string): void {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = id;
  block.textContent = text;
  document.head.append(block);
}
