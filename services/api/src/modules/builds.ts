/**
 * Builds uploaded to this server (issue 26's `--dir` deploys). A file is sent once, named by its
 * SHA-256, and kept in the file storage (disk or GridFS, so every process serves it); a build then
 * lists its files by path. Its id hashes the module and that list, so a build never changes after
 * it is made and is served with `immutable` caching (build-serving.ts).
 */
import { createHash } from 'node:crypto';
import { Readable, Transform } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { ModuleBuildRequest, RemoteModuleName } from '@tradeboard/types';
import type { AppDeps } from '../deps.js';
import { moduleBuildModel, moduleFileModel, type ModuleBuildDoc } from '../db/models/index.js';
import { ApiError, badRequest } from '../http/errors.js';
import { ObjectTooLargeError } from '../storage/errors.js';

/** The largest single file of a build (a source map of a big chunk stays well below). */
export const BUILD_FILE_MAX_BYTES = 20 * 1024 * 1024;
/** Files a build must have: the container and the manifest the deploy checks read. */
const REQUIRED_BUILD_FILES = ['remoteEntry.js', 'mf-manifest.json'] as const;

const buildUrlPrefix = (module: RemoteModuleName, id: string) => `/modules/${module}/builds/${id}/`;

const isDuplicateKey = (error: unknown) => (error as { code?: number }).code === 11000;

/** Hashes the bytes passing through. */
function hashing(hash: ReturnType<typeof createHash>): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      callback(null, chunk);
    },
  });
}

/**
 * Stores one file under its SHA-256. `created` is false when it was stored before (the body is not
 * read then). Bytes that do not hash to `sha256` are refused (400) and nothing is kept.
 */
export async function storeBuildFile(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  sha256: string,
  body: ReadableStream<Uint8Array>,
): Promise<{ created: boolean; size: number }> {
  const files = moduleFileModel(deps.db);
  const known = await files.findById(sha256).lean();
  if (known) {
    // Read it anyway: an answer sent before the body is read makes clients see a reset connection.
    for await (const _chunk of body as AsyncIterable<Uint8Array>);
    return { created: false, size: known.size };
  }
  const hash = createHash('sha256');
  const stream = Readable.fromWeb(body as WebReadableStream<Uint8Array>).pipe(hashing(hash));
  let stored;
  try {
    stored = await deps.storage.save(stream, {
      folder: 'modules',
      extension: '.bin',
      contentType: 'application/octet-stream',
      maxBytes: BUILD_FILE_MAX_BYTES,
    });
  } catch (error) {
    if (error instanceof ObjectTooLargeError)
      throw new ApiError(413, `A build file may be at most ${BUILD_FILE_MAX_BYTES / 1024 / 1024} MB`);
    throw error;
  }
  const actual = hash.digest('hex');
  if (actual !== sha256) {
    await deps.storage.delete(stored.key);
    throw badRequest(`The file's SHA-256 is ${actual}, not the ${sha256} its URL names; nothing was stored`);
  }
  try {
    await files.create({ _id: sha256, key: stored.key, size: stored.size });
    return { created: true, size: stored.size };
  } catch (error) {
    // The same file sent twice at once: the other copy is recorded, this one is not needed.
    await deps.storage.delete(stored.key);
    if (isDuplicateKey(error)) return { created: false, size: stored.size };
    throw error;
  }
}

/** A stored file's size, or null when these bytes were never sent. */
export async function storedBuildFile(deps: Pick<AppDeps, 'db'>, sha256: string): Promise<{ size: number } | null> {
  const known = await moduleFileModel(deps.db).findById(sha256, { size: 1 }).lean();
  return known ? { size: known.size } : null;
}

/** The build's id: the module and its sorted "path sha256" lines, hashed. */
function buildIdOf(module: RemoteModuleName, files: ModuleBuildRequest['files']): string {
  const lines = files.map((file) => `${file.path} ${file.sha256}\n`).sort();
  return createHash('sha256')
    .update(`${module}\n${lines.join('')}`)
    .digest('hex')
    .slice(0, 32);
}

/** Makes (or finds: the same files are the same build) a build of files already stored. */
export async function createBuild(
  deps: Pick<AppDeps, 'db'>,
  module: RemoteModuleName,
  request: ModuleBuildRequest,
): Promise<ModuleBuildDoc> {
  const paths = new Set(request.files.map((file) => file.path));
  const absent = REQUIRED_BUILD_FILES.filter((path) => !paths.has(path));
  if (absent.length > 0) throw badRequest(`A build needs ${absent.join(' and ')} at its top level`);
  const hashes = [...new Set(request.files.map((file) => file.sha256))];
  const stored = new Set(
    (
      await moduleFileModel(deps.db)
        .find({ _id: { $in: hashes } }, { _id: 1 })
        .lean()
    ).map((doc) => doc._id),
  );
  const missing = request.files.filter((file) => !stored.has(file.sha256));
  if (missing.length > 0) {
    const named = missing.slice(0, 5).map((file) => file.path);
    throw badRequest(
      `${missing.length} file(s) of this build were not sent first (PUT /api/modules/${module}/files/<sha256>): ` +
        `${named.join(', ')}${missing.length > named.length ? ', ...' : ''}`,
    );
  }
  const id = buildIdOf(module, request.files);
  const build = {
    module,
    files: request.files.map(({ path, sha256 }) => ({ path, sha256 })),
    remoteEntryUrl: `${buildUrlPrefix(module, id)}remoteEntry.js`,
  };
  const builds = moduleBuildModel(deps.db);
  try {
    const saved = await builds
      .findOneAndUpdate({ _id: id }, { $setOnInsert: build }, { upsert: true, new: true })
      .lean<ModuleBuildDoc>();
    return saved!;
  } catch (error) {
    // The same build made twice at once: the other request's insert won; it is this build.
    if (!isDuplicateKey(error)) throw error;
    return (await builds.findById(id).lean<ModuleBuildDoc>())!;
  }
}
