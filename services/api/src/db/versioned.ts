/**
 * Record versions for optimistic concurrency (issue 23): every editable document carries a numeric
 * `version`, 1 when created and one more after every write, whatever the write path (findOneAndUpdate,
 * updateOne/updateMany, bulkWrite updates, save). Clients send it back as `If-Match: "<version>"`; a
 * conditional write filters on `{ _id, version }` in the update itself (see ../http/if-match.ts).
 */
import type { AnyBulkWriteOperation, Schema } from 'mongoose';

export const VERSION_FIELD = 'version';

type Update = Record<string, unknown>;

/** Whether an update already sets the version itself (a migration, a restore): then leave it alone. */
function touchesVersion(update: Update): boolean {
  if (VERSION_FIELD in update) return true;
  return Object.entries(update).some(
    ([key, value]) => key.startsWith('$') && value !== null && typeof value === 'object' && VERSION_FIELD in value,
  );
}

/** The same update plus `$inc: { version: 1 }` (pipelines and version-setting updates unchanged). */
function withVersionBump<T>(update: T): T {
  if (!update || Array.isArray(update) || typeof update !== 'object') return update;
  const plain = update as Update;
  if (touchesVersion(plain)) return update;
  const inc = (plain.$inc as Update | undefined) ?? {};
  return { ...plain, $inc: { ...inc, [VERSION_FIELD]: 1 } } as T;
}

export function versionedPlugin(schema: Schema): void {
  schema.add({ [VERSION_FIELD]: { type: Number, default: 1 } });
  schema.pre(['findOneAndUpdate', 'updateOne', 'updateMany'], function () {
    const update = this.getUpdate();
    if (update) this.setUpdate(withVersionBump(update));
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the plugin serves every model
  schema.pre('bulkWrite', function (ops: Array<AnyBulkWriteOperation<any>>) {
    for (const op of ops as Array<{ updateOne?: { update: unknown }; updateMany?: { update: unknown } }>) {
      if (op.updateOne) op.updateOne.update = withVersionBump(op.updateOne.update);
      if (op.updateMany) op.updateMany.update = withVersionBump(op.updateMany.update);
    }
  });
  schema.pre('save', function () {
    if (!this.isNew && this.isModified() && !this.isModified(VERSION_FIELD)) {
      this.set(VERSION_FIELD, ((this.get(VERSION_FIELD) as number | undefined) ?? 0) + 1);
    }
  });
}
