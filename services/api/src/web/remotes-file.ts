/**
 * Reading REMOTES_FILE: JSON `{heatmap?, funds?, ...}` (one optional key per module of the registry),
 * each an http(s) URL or a path starting with '/'. Unknown keys are refused so a misspelt remote name is not silently ignored.
 * Throws an Error whose message says what is wrong (the caller names the variable).
 */
import { readFileSync, statSync } from 'node:fs';
import { RemotesManifestSchema, type RemotesManifestShape } from '@tradeboard/types';

const isRemoteUrl = (url: string) => url.startsWith('/') || /^https?:\/\/\S+$/i.test(url);

/** Changes whenever the file is rewritten (or disappears: 'missing'). */
export function remotesFileStamp(file: string): string {
  try {
    const stat = statSync(file);
    return `${stat.mtimeMs}:${stat.size}`;
  } catch {
    return 'missing';
  }
}

export function readRemotesFile(file: string): RemotesManifestShape {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new Error(
      code === 'ENOENT' ? `${file} does not exist` : `${file} cannot be read (${code ?? (error as Error).message})`,
      {
        cause: error,
      },
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`${file} is not valid JSON (${(error as Error).message})`, { cause: error });
  }
  const parsed = RemotesManifestSchema.strict().safeParse(json);
  if (!parsed.success) {
    throw new Error(
      `${file}: ${parsed.error.issues.map((issue) => `${issue.path.join('.') || 'file'}: ${issue.message}`).join('; ')}`,
    );
  }
  for (const [name, url] of Object.entries(parsed.data)) {
    if (!isRemoteUrl(url)) throw new Error(`${file}: ${name}: must be an http(s) URL or a path starting with /`);
  }
  return parsed.data;
}
