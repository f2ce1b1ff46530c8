/**
 * Uploads a build folder for `npm run deploy -- NAME --dir DIST`: every file the server does not
 * have yet (GET /api/modules/NAME/files/SHA answers 404) once, by its SHA-256 (PUT to the same
 * path), then the list of paths (POST /api/modules/NAME/builds), which answers the build's own
 * remoteEntry URL.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export interface UploadedBuild {
  remoteEntryUrl: string;
  files: number;
  /** Files the server did not have yet. */
  sent: number;
}

/** Files sent at once: enough to hide the round trips, few enough for a small server. */
const PARALLEL_UPLOADS = 4;

/** Every file under `dir`, as paths relative to it with '/' separators, sorted. */
async function buildFilePaths(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

async function refusal(response: Response): Promise<Error> {
  const answer = (await response.json().catch(() => ({}))) as { message?: string };
  return new Error(answer.message ?? `${response.status} ${response.statusText}`);
}

export async function uploadBuild(
  dir: string,
  module: string,
  env: { token: string; base: string },
  fetcher: typeof fetch,
): Promise<UploadedBuild> {
  const authorization = `Bearer ${env.token}`;
  const modulePath = `${env.base}/api/modules/${encodeURIComponent(module)}`;
  const paths = await buildFilePaths(dir);
  const listed: Array<{ path: string; sha256: string }> = [];
  let sent = 0;
  const queue = [...paths];
  const uploadNext = async (): Promise<void> => {
    for (let filePath = queue.shift(); filePath !== undefined; filePath = queue.shift()) {
      const bytes = await readFile(path.join(dir, ...filePath.split('/')));
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      listed.push({ path: filePath, sha256 });
      const known = await fetcher(`${modulePath}/files/${sha256}`, { headers: { authorization } });
      if (known.ok) continue;
      if (known.status !== 404) throw new Error(`${filePath} could not be checked: ${(await refusal(known)).message}`);
      const response = await fetcher(`${modulePath}/files/${sha256}`, {
        method: 'PUT',
        headers: { authorization, 'content-type': 'application/octet-stream' },
        body: new Uint8Array(bytes),
      });
      if (!response.ok) throw new Error(`${filePath} was refused: ${(await refusal(response)).message}`);
      if (response.status === 201) sent++;
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_UPLOADS }, uploadNext));
  listed.sort((a, b) => a.path.localeCompare(b.path));
  const response = await fetcher(`${modulePath}/builds`, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify({ files: listed }),
  });
  if (!response.ok) throw new Error(`the build was refused: ${(await refusal(response)).message}`);
  const build = (await response.json()) as { remoteEntryUrl: string };
  return { remoteEntryUrl: build.remoteEntryUrl, files: listed.length, sent };
}
