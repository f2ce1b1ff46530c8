/**
 * Inserts many new documents without building a mongoose document for each: an import of thousands
 * of rows spent most of its time in mongoose's per-document hydration and validation (issue 27's
 * bench). Each plain object is still cast to the schema (a wrong type throws mongoose's
 * ValidationError) and gets the schema's defaults and timestamps, so what is stored is what
 * `model.create` would store; validators beyond casting (enum, required) are the caller's job: the
 * import's rows were checked by its zod schema at the request.
 */
import type { ClientSession, Model } from 'mongoose';

export async function insertManyFast<T>(
  model: Model<T>,
  documents: readonly Partial<T>[],
  session: ClientSession,
): Promise<void> {
  if (documents.length === 0) return;
  const prepared = documents.map((document) => {
    const cast = model.castObject(document) as Record<string, unknown>;
    // castObject leaves out nulls; a null the caller set is stored as null, as `create` does.
    for (const [path, value] of Object.entries(document))
      if (value === null && model.schema.path(path)) cast[path] = null;
    model.applyDefaults(cast);
    return model.applyTimestamps(cast);
  });
  await model.insertMany(prepared, { session, ordered: true, lean: true });
}
