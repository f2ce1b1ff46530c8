/**
 * Collections of SPEC section 7 with the same four routes (GET the list, POST, PATCH /:id,
 * DELETE /:id): plain ones whose one query is the whole list (courses, lessons, documentation, flow
 * holdings, unusual flow), and per-fund ones read with an optional `?fund=` (holdings, options).
 */
import { queryOptions } from '@tanstack/react-query';
import { getJson, requestJson } from '../apiRequest.js';
import { takeServedData } from '../servedData.js';
import { query, segment } from './paths.js';

/** The record an edit applies to, as the client read it: its id and version (sent as If-Match). */
export interface VersionedRef {
  id: string;
  version: number;
}

function collectionWrites<Item, CreateInput, UpdateInput>(path: string) {
  const itemUrl = (id: string) => `${path}/${segment(id)}`;
  return {
    create: (body: CreateInput) => requestJson<Item>('POST', path, body),
    /** PATCH with If-Match: applies only to the version read (412 when someone changed it since). */
    update: (record: VersionedRef, body: UpdateInput) =>
      requestJson<Item>('PATCH', itemUrl(record.id), body, { ifMatch: record.version }),
    remove: (id: string) => requestJson<null>('DELETE', itemUrl(id)),
  };
}

/**
 * Undo of a delete (issue 28; holdings, options, flow holdings and alerts): POST <path>/restore with
 * the row as it was listed puts it back with its id, dates and version.
 */
export const restoreRow =
  <Item>(path: string) =>
  (row: Item) =>
    requestJson<Item>('POST', `${path}/restore`, row);

export function collectionResource<Item, CreateInput, UpdateInput, Key extends readonly unknown[]>(
  path: string,
  listKey: Key,
) {
  return {
    keys: { list: listKey },
    list: () =>
      queryOptions({
        queryKey: listKey,
        queryFn: () => getJson<Item[]>(path),
        // The page may carry it (the bell's flow alerts, services/api/src/web/shell-page.ts).
        initialData: () => takeServedData<Item[]>(path),
      }),
    ...collectionWrites<Item, CreateInput, UpdateInput>(path),
  };
}

/** `keys.all` (the path alone) is a prefix of every fund's list: invalidate it after any write. */
export function fundCollectionResource<Item, CreateInput, UpdateInput, Key extends readonly unknown[]>(
  path: string,
  listKey: (fund?: string) => Key,
) {
  return {
    keys: { all: [path] as const, list: listKey },
    /** No fund: every fund. */
    list: (fund?: string) => {
      const url = `${path}${query({ fund })}`;
      return queryOptions({
        queryKey: listKey(fund),
        queryFn: () => getJson<Item[]>(url),
        initialData: () => takeServedData<Item[]>(url),
      });
    },
    ...collectionWrites<Item, CreateInput, UpdateInput>(path),
  };
}
