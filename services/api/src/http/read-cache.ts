/**
 * Cached serialised reads: the answers of the GETs listed in cached-reads.ts kept as bytes, plain,
 * brotli and gzip, with a strong ETag, picked by Accept-Encoding (Vary) and answered 304 to a
 * matching If-None-Match, without touching the database.
 *
 * Freshness: a change event of a collection (the process's change stream) drops the entries made of
 * it, and every write through this process drops every entry before it answers (writeInvalidation),
 * so no read returns data older than the last write this process acknowledged. A read that started
 * before a drop of one of its resources answers its requester but is not kept (it may hold the old
 * data). Requests carrying a session cookie pass through: admins see more than students (library
 * drafts) and are few. Entries are keyed by path + sorted query + the server-local day (some reads
 * count "today").
 */
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { LIVE_RESOURCES, type LiveResource } from '@tradeboard/types';
import { SESSION_COOKIE } from '../auth/sessions.js';
import type { CachedRead } from './cached-reads.js';
import type { AppEnv } from './env.js';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

type Encoding = 'br' | 'gzip' | 'identity';

/** One answer's body and its headers, ready to write (plain objects: @hono/node-server's fast path). */
interface Variant {
  body: Uint8Array;
  headers: Readonly<Record<string, string>>;
  /** `headers` with each set of security headers (a handful of sets, made once: no copy per request). */
  secured: WeakMap<object, Readonly<Record<string, string>>>;
}

const NO_SECURITY_HEADERS = Object.freeze({});

function securedHeaders(
  variant: Pick<Variant, 'headers' | 'secured'>,
  security: Readonly<Record<string, string>> = NO_SECURITY_HEADERS,
) {
  let headers = variant.secured.get(security);
  if (!headers) variant.secured.set(security, (headers = { ...variant.headers, ...security }));
  return headers;
}

interface Entry {
  key: string;
  resources: ReadonlySet<LiveResource> | 'all';
  etag: string;
  variants: Record<Encoding, Variant>;
  notModified: Pick<Variant, 'headers' | 'secured'>;
  bytes: number;
}

interface Fill {
  epoch: number;
  entry: Promise<Entry | undefined>;
}

export interface ReadCacheOptions {
  maxEntries?: number;
  maxBytes?: number;
}

/** Headers of the handler's answer that the cache sets itself (or that depend on the encoding). */
const OWN_HEADERS = new Set(['content-length', 'content-encoding', 'etag', 'vary', 'transfer-encoding']);
const COLLECTION_RESOURCE = LIVE_RESOURCES as Record<string, { resource: LiveResource } | undefined>;

export class ReadCache {
  private readonly entries = new Map<string, Entry>();
  private readonly fills = new Map<string, Fill>();
  /** Counts drops; a read records it at start and is kept only if none of its resources dropped since. */
  private epoch = 0;
  private readonly droppedAt = new Map<LiveResource, number>();
  private allDroppedAt = 0;
  private bytes = 0;
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  /** Answers served from bytes / built by a handler (for the bench and tests). */
  readonly stats = { hits: 0, misses: 0, notModified: 0 };

  constructor(options: ReadCacheOptions = {}) {
    this.maxEntries = options.maxEntries ?? 2000;
    this.maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Drops the entries made of these resources ('all': every entry). */
  invalidate(resources: Iterable<LiveResource> | 'all'): void {
    this.epoch++;
    if (resources === 'all') {
      this.allDroppedAt = this.epoch;
      for (const entry of this.entries.values()) this.remove(entry);
      this.fills.clear();
      return;
    }
    const dropped = new Set(resources);
    for (const resource of dropped) this.droppedAt.set(resource, this.epoch);
    for (const entry of this.entries.values()) if (this.madeOf(entry.resources, dropped)) this.remove(entry);
    for (const [key, fill] of this.fills) if (fill.epoch < this.epoch) this.fills.delete(key);
  }

  /** A change event of a stored collection (others than LIVE_RESOURCES' are ignored). */
  invalidateCollection(collection: string): void {
    const known = COLLECTION_RESOURCE[collection];
    if (known) this.invalidate([known.resource]);
  }

  /** The middleware answering `routes` from the cache; other requests pass through. */
  middleware(routes: readonly CachedRead[], clock: () => Date): MiddlewareHandler<AppEnv> {
    const matchers = routes.map((route) => ({
      pattern: new RegExp(`^${route.path.replace(/:[^/]+/g, '[^/]+')}$`),
      resources: route.resources === 'all' ? ('all' as const) : new Set(route.resources),
    }));
    return async (c, next) => {
      if (c.req.method !== 'GET' || hasSessionCookie(c)) return next();
      const route = matchers.find((matcher) => matcher.pattern.test(c.req.path));
      if (!route) return next();
      const key = cacheKey(c, clock());
      let entry = this.entries.get(key);
      const pending = entry ? undefined : this.fills.get(key);
      if (entry || (pending && pending.epoch === this.epoch)) c.get('leaveInFlight')?.();
      if (entry) {
        this.stats.hits++;
        // Most recently used last, so eviction takes the coldest.
        this.entries.delete(key);
        this.entries.set(key, entry);
      } else {
        if (pending && pending.epoch === this.epoch) entry = await pending.entry;
        if (!entry) {
          this.stats.misses++;
          const fill: Fill = { epoch: this.epoch, entry: this.fill(c, next, key, route.resources) };
          this.fills.set(key, fill);
          entry = await fill.entry.finally(() => {
            if (this.fills.get(key) === fill) this.fills.delete(key);
          });
          if (!entry) return; // not cacheable: the handler's own answer stands
        }
      }
      return this.answer(c, entry);
    };
  }

  /** Runs the handler and turns a 200 JSON answer into an entry (kept unless a drop raced it). */
  private async fill(
    c: Context<AppEnv>,
    next: () => Promise<void>,
    key: string,
    resources: ReadonlySet<LiveResource> | 'all',
  ): Promise<Entry | undefined> {
    const startEpoch = this.epoch;
    await next();
    const res = c.res;
    if (res.status !== 200 || !res.headers.get('content-type')?.includes('json') || res.headers.has('set-cookie')) {
      return undefined;
    }
    const identity = Buffer.from(await res.arrayBuffer());
    const [br, gz] = await Promise.all([
      brotli(identity, {
        params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length },
      }),
      gzipAsync(identity, { level: 9 }),
    ]);
    const headers: Record<string, string> = {};
    for (const [name, value] of res.headers) if (!OWN_HEADERS.has(name)) headers[name] = value;
    headers['cache-control'] ??= 'no-cache';
    // A route's own ETag names a version edits send back in If-Match: keep it.
    headers.etag =
      res.headers.get('etag') ?? `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`;
    headers.vary = 'Accept-Encoding';
    const variant = (encoding: Encoding, body: Buffer): Variant => {
      // Tiny answers can come out larger compressed.
      if (encoding !== 'identity' && body.length >= identity.length) return variant('identity', identity);
      const encoded: Record<string, string> = encoding === 'identity' ? {} : { 'content-encoding': encoding };
      return {
        body: new Uint8Array(body.buffer, body.byteOffset, body.length),
        headers: { ...headers, ...encoded, 'content-length': String(body.length) },
        secured: new WeakMap(),
      };
    };
    const { 'content-type': _type, ...notModified } = headers;
    const entry: Entry = {
      key,
      resources,
      etag: headers.etag,
      variants: { identity: variant('identity', identity), br: variant('br', br), gzip: variant('gzip', gz) },
      notModified: { headers: notModified, secured: new WeakMap() },
      bytes: identity.length + br.length + gz.length,
    };
    if (!this.droppedSince(startEpoch, resources)) this.store(entry);
    return entry;
  }

  /** The entry's bytes (or a 304), with the security headers, written as they are. */
  private answer(c: Context<AppEnv>, entry: Entry): Response {
    const security = c.get('securityHeaders');
    c.set('headersComplete', true);
    if (matchesEtag(c.req.header('if-none-match'), entry.etag)) {
      this.stats.notModified++;
      c.res = new Response(null, { status: 304, headers: securedHeaders(entry.notModified, security) });
      return c.res;
    }
    const variant = entry.variants[pickEncoding(c.req.header('accept-encoding'))];
    c.res = new Response(variant.body, { status: 200, headers: securedHeaders(variant, security) });
    return c.res;
  }

  private droppedSince(epoch: number, resources: ReadonlySet<LiveResource> | 'all'): boolean {
    if (this.allDroppedAt > epoch) return true;
    for (const [resource, at] of this.droppedAt) {
      if (at > epoch && (resources === 'all' || resources.has(resource))) return true;
    }
    return false;
  }

  private madeOf(resources: ReadonlySet<LiveResource> | 'all', dropped: ReadonlySet<LiveResource>): boolean {
    if (resources === 'all') return true;
    for (const resource of dropped) if (resources.has(resource)) return true;
    return false;
  }

  private store(entry: Entry): void {
    const old = this.entries.get(entry.key);
    if (old) this.remove(old);
    if (entry.bytes > this.maxBytes) return;
    this.entries.set(entry.key, entry);
    this.bytes += entry.bytes;
    for (const coldest of this.entries.values()) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.remove(coldest);
    }
  }

  private remove(entry: Entry): void {
    if (this.entries.get(entry.key) !== entry) return;
    this.entries.delete(entry.key);
    this.bytes -= entry.bytes;
  }
}

function hasSessionCookie(c: Context): boolean {
  return c.req.header('cookie')?.includes(`${SESSION_COOKIE}=`) === true;
}

/** Path, query in a stable order, and the server-local day. */
function cacheKey(c: Context, now: Date): string {
  const url = c.req.url;
  const queryAt = url.indexOf('?');
  const query =
    queryAt < 0
      ? ''
      : url
          .slice(queryAt + 1)
          .split('&')
          .sort()
          .join('&');
  return `${now.getFullYear()}-${now.getMonth() + 1}-${now.getDate()} ${c.req.path}?${query}`;
}

/** Accept-Encoding values seen (browsers send a handful): parsing one each request showed in profiles. */
const pickedEncodings = new Map<string, Encoding>();

/** Brotli, then gzip, when the client accepts them (q > 0); else the plain bytes. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  let picked = pickedEncodings.get(acceptEncoding);
  if (picked) return picked;
  picked = parseAcceptEncoding(acceptEncoding);
  if (pickedEncodings.size >= 64) pickedEncodings.clear();
  pickedEncodings.set(acceptEncoding, picked);
  return picked;
}

function parseAcceptEncoding(acceptEncoding: string): Encoding {
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const quality = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (quality('br') > 0) return 'br';
  if (quality('gzip') > 0) return 'gzip';
  return 'identity';
}

/** If-None-Match (weak comparison, as RFC 9110 says for it): a list of tags, or `*`. */
function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === bare;
  });
}

/**
 * Every write through /api drops every entry before it answers (writes are rare, reads are many).
 * Reads in flight meanwhile are not kept (see fill). Refused writes (4xx) changed nothing, and
 * sign-in attempts touch no cached read: a login burst must not empty the cache.
 */
export function writeInvalidation(cache: ReadCache): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.method === 'OPTIONS') return next();
    if (c.req.path.startsWith('/api/auth/')) return next();
    try {
      await next();
    } finally {
      if (c.res.status < 400 || c.res.status >= 500) cache.invalidate('all');
    }
  };
}
