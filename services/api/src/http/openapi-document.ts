/**
 * The finishing pass over the generated OpenAPI document, for what is true of every operation by
 * construction rather than by route: the guards in front of all routes (write guard: 401/403; JSON
 * body limit: 413; request validation: 400; unknown ids: 404) and the names and security clients
 * need. Route files keep only what is particular to them. The linter test (test/openapi-lint.test.ts)
 * holds the result to Redocly's recommended rules.
 */
import { JSON_BODY_LIMIT_BYTES } from './limits.js';
import { PUBLIC_WRITE_ROUTES } from './write-guard.js';

type Json = Record<string, unknown>;
type Operation = Json & {
  responses?: Record<string, unknown>;
  parameters?: Array<{ in: string }>;
  requestBody?: unknown;
  security?: unknown[];
};

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;
const ERROR_REF = { $ref: '#/components/schemas/Error' };

const errorAnswer = (description: string) => ({ description, content: { 'application/json': { schema: ERROR_REF } } });

const TAG_DESCRIPTIONS: Record<string, string> = {
  Auth: 'Admin sign-in (session cookie), sign-out and the session status',
  Stocks: 'The watchlist, BX trends, bot positions and analysis history',
  Holdings: 'Fund stock positions and the broker CSV import',
  Options: 'Options positions per fund',
  'Manual P&L': 'Manually entered P&L figures per fund',
  Activity: 'Daily trading activity and the 7-day portfolio history',
  'Flow holdings': 'Options positions taken from unusual flow',
  'Unusual flow': 'Alpha Gold unusual options flow alerts',
  'Next-session trades': 'Positions to add or remove next session',
  'Portfolio overview': 'Figures computed from stored holdings and the watchlist',
  'Trading library': 'Courses, lessons and documentation',
  Uploads: 'Images, PDFs, videos and signed upload URLs',
  Modules: 'Remote module deployments: deploy with a deploy token, history, rollback',
  'Bot analysis': 'Screenshot bot analysis: read bot positions from screenshots, review them, apply the chosen ones',
};

/** 'post' + '/api/stocks/{symbol}/analysis-history' -> 'postStocksBySymbolAnalysisHistory' */
function operationIdFor(method: string, path: string): string {
  const words = path
    .replace(/^\/api\//, '')
    .split('/')
    .flatMap((segment) => {
      const param = /^\{(\w+)\}$/.exec(segment);
      return param ? ['by', param[1]!] : segment.split(/[^A-Za-z0-9]+/);
    })
    .filter(Boolean);
  return method + words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('');
}

function addResponse(operation: Operation, status: string, description: string): void {
  operation.responses ??= {};
  operation.responses[status] ??= errorAnswer(description);
}

export function completeDocument<T extends object>(generated: T, options: { serverUrl: string }): T {
  const doc = structuredClone(generated) as unknown as Json & { paths: Record<string, Record<string, Operation>> };
  doc.servers = [
    { url: options.serverUrl, description: 'This server (the document is served by the API it describes)' },
  ];
  const usedTags = new Set<string>();
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const key = `${method.toUpperCase()} ${path}`;
      const isWrite = method !== 'get' && method !== 'head' && method !== 'options';
      const needsSession = isWrite && !PUBLIC_WRITE_ROUTES.has(key) && !operation.security;
      operation.operationId ??= operationIdFor(method, path);
      // Reads are public: say so (an empty list), instead of leaving clients to guess.
      operation.security ??= needsSession ? [{ cookieAuth: [] }] : [];
      for (const tag of (operation.tags as string[] | undefined) ?? []) usedTags.add(tag);

      const hasParameters = (operation.parameters?.length ?? 0) > 0;
      if (hasParameters || operation.requestBody)
        addResponse(operation, '400', 'Invalid input (message and zod issues)');
      if (needsSession || (operation.security?.length ?? 0) > 0) addResponse(operation, '401', 'Not signed in');
      if (isWrite) addResponse(operation, '403', 'Cross-origin request rejected');
      // A write naming a document by its path answers 404 when there is none (reads answer empty lists).
      if (isWrite && operation.parameters?.some((parameter) => parameter.in === 'path'))
        addResponse(operation, '404', 'Not found');
      // The JSON body limit runs in front of every /api route, whatever the method.
      addResponse(operation, '413', `A JSON body over ${JSON_BODY_LIMIT_BYTES / 1024 / 1024} MB`);
    }
  }
  doc.tags = [...usedTags].sort().map((name) => ({ name, description: TAG_DESCRIPTIONS[name] ?? name }));
  return doc as unknown as T;
}
