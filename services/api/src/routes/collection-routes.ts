/**
 * The list / create / patch / delete routes of a plain collection, the server twin of the kit's
 * `collectionResource`: GET and POST on `path`, PATCH (conditional, If-Match / 412) and DELETE on
 * `path/{id}`. Routes that do more (holdings import, stocks, activity, lessons) are written by hand
 * on the same helpers (http/openapi.ts, http/params.ts, http/if-match.ts).
 *
 * `after` hooks write what belongs with a change (a history entry, a course's lessons); with one the
 * write and the hook run in one transaction, so both are stored or neither.
 */
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { ClientSession, Connection, Model, Types } from 'mongoose';
import { toApi, toApiList } from '../db/serialize.js';
import { inTransaction } from '../db/transaction.js';
import type { AppEnv } from '../http/env.js';
import { ifMatchOf, setEtag, updateIfMatch } from '../http/if-match.js';
import {
  adminOnly,
  errors,
  ifMatch,
  json,
  jsonBody,
  jsonWithEtag,
  noContent,
  staleWrite,
  type ErrorStatus,
} from '../http/openapi.js';
import { IdParams, checkedId, missing } from '../http/params.js';
import { createRouter } from '../http/router.js';

type Doc = Record<string, unknown> & { version?: number };
type Filter = Record<string, unknown>;
/** A stored record as the hooks get it (lean). */
export type Stored<T> = T & { _id: Types.ObjectId; version?: number };
type AfterHook<T> = (doc: Stored<T>, session: ClientSession) => Promise<unknown>;

/** What the reference says about one operation. */
interface OperationDocs {
  summary: string;
  description?: string;
}

export interface CollectionRoutesOptions<T> {
  /** The collection's path under /api, e.g. '/flow-holdings'. */
  path: `/${string}`;
  db: Connection;
  model: Model<T>;
  /** The record in messages: '<what> not found'. */
  what: string;
  tags: string[];
  /** Named schemas (see `named`); `name` is the record's component name, for the 412 body. */
  schemas: {
    name: string;
    item: z.ZodType;
    create: z.ZodType;
    update?: z.ZodType;
    query?: z.ZodObject;
  };
  list: OperationDocs & {
    /** The 200 answer's description. */
    answer: string;
    order: Record<string, 1 | -1>;
    /** The filter of the list from the validated query (and the request: students see less). */
    filter?: (query: Record<string, unknown>, c: Context<AppEnv>) => Filter | Promise<Filter>;
  };
  create: OperationDocs & {
    /** Error answers beyond 400/401/403 (e.g. 409 of a duplicate). */
    errors?: ErrorStatus[];
    /** Stores the new record; the default is `model.create(body)`. */
    insert?: (body: Doc, session?: ClientSession) => Promise<Stored<T>>;
  };
  /** Without it there is no PATCH route. */
  update?: OperationDocs & { answer: string };
  remove: OperationDocs;
  after?: { create?: AfterHook<T>; update?: AfterHook<T>; remove?: AfterHook<T> };
}

const withTransactionIf = <T>(db: Connection, needed: boolean, work: (session?: ClientSession) => Promise<T>) =>
  needed ? inTransaction(db, work) : work();

export function collectionRoutes<T>(options: CollectionRoutesOptions<T>) {
  const { path, db, what, tags, schemas, after = {} } = options;
  const model = options.model as unknown as Model<Doc>;
  const hook = (name: keyof NonNullable<typeof options.after>) => after[name] as AfterHook<Doc> | undefined;
  const router = createRouter();
  const Item = schemas.item;

  const listRoute = createRoute({
    method: 'get',
    path,
    tags,
    summary: options.list.summary,
    ...(options.list.description ? { description: options.list.description } : {}),
    ...(schemas.query ? { request: { query: schemas.query } } : {}),
    responses: { 200: json(z.array(Item), options.list.answer), ...(schemas.query ? errors(400) : {}) },
  });
  router.openapi(listRoute, async (c) => {
    const query = (schemas.query ? c.req.valid('query' as never) : {}) as Record<string, unknown>;
    const filter = options.list.filter ? await options.list.filter(query, c) : {};
    const list = await model.find(filter).sort(options.list.order).lean();
    return c.json(toApiList(list), 200);
  });

  const createOne = createRoute({
    method: 'post',
    path,
    tags,
    security: adminOnly,
    summary: options.create.summary,
    ...(options.create.description ? { description: options.create.description } : {}),
    request: jsonBody(schemas.create),
    responses: { 201: json(Item, 'Created'), ...errors(400, 401, 403, ...(options.create.errors ?? [])) },
  });
  const insert =
    options.create.insert ??
    (async (body: Doc, session?: ClientSession) => {
      const [created] = await model.create([body], session ? { session } : {});
      return created!.toObject() as Stored<T>;
    });
  router.openapi(createOne, async (c) => {
    const body = c.req.valid('json' as never) as Doc;
    const created = await withTransactionIf(db, Boolean(after.create), async (session) => {
      const record = await insert(body, session);
      if (session) await hook('create')!(record as Stored<Doc>, session);
      return record;
    });
    return c.json(toApi(created), 201);
  });

  if (options.update && schemas.update) {
    const updateOne = createRoute({
      method: 'patch',
      path: `${path}/{id}`,
      tags,
      security: adminOnly,
      summary: options.update.summary,
      ...(options.update.description ? { description: options.update.description } : {}),
      request: { params: IdParams, ...ifMatch, ...jsonBody(schemas.update) },
      responses: {
        200: jsonWithEtag(Item, options.update.answer),
        ...errors(400, 401, 403, 404),
        ...staleWrite(Item, schemas.name),
      },
    });
    router.openapi(updateOne, async (c) => {
      const id = checkedId((c.req.valid('param' as never) as { id: string }).id, what);
      const changes = c.req.valid('json' as never) as Doc;
      const condition = ifMatchOf(c.req.valid('header' as never) as { 'if-match'?: string });
      const updated = await withTransactionIf(db, Boolean(after.update), async (session) => {
        const record = await updateIfMatch(model, { _id: id }, { $set: changes }, condition, () => missing(what), {
          runValidators: true,
          ...(session ? { session } : {}),
        });
        if (session) await hook('update')!(record as Stored<Doc>, session);
        return record;
      });
      setEtag(c, updated);
      return c.json(toApi(updated), 200);
    });
  }

  const removeOne = createRoute({
    method: 'delete',
    path: `${path}/{id}`,
    tags,
    security: adminOnly,
    summary: options.remove.summary,
    ...(options.remove.description ? { description: options.remove.description } : {}),
    request: { params: IdParams },
    responses: { ...noContent, ...errors(401, 403, 404) },
  });
  router.openapi(removeOne, async (c) => {
    const id = checkedId((c.req.valid('param' as never) as { id: string }).id, what);
    await withTransactionIf(db, Boolean(after.remove), async (session) => {
      const removed = (await model.findByIdAndDelete(id, session ? { session } : {}).lean<Doc>()) ?? missing(what);
      if (session) await hook('remove')!(removed as Stored<Doc>, session);
    });
    return c.body(null, 204);
  });

  return router;
}
