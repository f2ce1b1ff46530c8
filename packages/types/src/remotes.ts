/** The remotes manifest served at GET /remotes.json. */
import { z } from 'zod';
import { REMOTE_NAMES, type RemoteModuleName } from './core/remotes.js';

const RemoteEntrySchema = z.string().min(1);
/** One key per REMOTE_NAMES entry. */
const remoteEntries = Object.fromEntries(REMOTE_NAMES.map((name) => [name, RemoteEntrySchema])) as Record<
  RemoteModuleName,
  typeof RemoteEntrySchema
>;

/** Remote name -> URL of its remoteEntry.js (absolute, or a same-origin path). A missing key means "not deployed". */
export const RemotesManifestSchema = z
  .object(remoteEntries)
  .partial()
  .meta({ description: 'Where each remote module is loaded from' });
export type RemotesManifestShape = z.infer<typeof RemotesManifestSchema>;
