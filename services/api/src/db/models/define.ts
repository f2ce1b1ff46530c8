/** Shared model plumbing: every model is compiled per connection (tests run several apps at once). */
import { Schema, type Connection, type Model, type SchemaDefinition } from 'mongoose';
import { apiJsonPlugin } from '../serialize.js';

/** `type: X, default: null` for a nullable field, so every answer carries the key. */
export const nullable = <T>(type: T) => ({ type, default: null });

export interface ModelSpec<T> {
  name: string;
  collection: string;
  schema: Schema<T>;
}

export function defineSchema<T>(
  definition: SchemaDefinition<T>,
  options: { timestamps?: boolean | { createdAt: boolean; updatedAt: boolean } } = {},
): Schema<T> {
  const schema = new Schema<T>(definition, {
    timestamps: options.timestamps ?? true,
    versionKey: false,
    strict: true,
    // Explicit indexes below each schema; id virtual off: the serializer adds `id`.
    id: false,
  });
  schema.plugin(apiJsonPlugin);
  return schema;
}

export function modelOn<T>(db: Connection, spec: ModelSpec<T>): Model<T> {
  return (db.models[spec.name] as Model<T> | undefined) ?? db.model<T>(spec.name, spec.schema, spec.collection);
}
