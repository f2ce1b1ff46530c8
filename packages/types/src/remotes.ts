/** The remotes manifest served at GET /remotes.json. */
import { z } from 'zod';

export const REMOTE_NAMES = ['heatmap', 'funds', 'flow', 'library'] as const;
export type RemoteModuleName = (typeof REMOTE_NAMES)[number];

/** Remote name -> URL of its remoteEntry.js (absolute, or a same-origin path). A missing key means "not deployed". */
export const RemotesManifestSchema = z
  .object({
    heatmap: z.string().min(1),
    funds: z.string().min(1),
    flow: z.string().min(1),
    library: z.string().min(1),
  })
  .partial()
  .meta({ description: 'Where each remote module is loaded from' });
export type RemotesManifestShape = z.infer<typeof RemotesManifestSchema>;
