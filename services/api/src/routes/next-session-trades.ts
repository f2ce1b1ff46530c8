/** Next-session trades: GET /api/next-session-trades?fund=, POST /api/next-session-trades, DELETE /api/next-session-trades/{id}. */
import { createRoute, z } from '@hono/zod-openapi';
import {
  NextSessionTradeCreateSchema,
  NextSessionTradeSchema,
  NextSessionTradesQuerySchema,
  alreadyScheduledMessage,
  type NextSessionTrade,
} from '@tradeboard/types';
import { nextSessionTradeModel } from '../db/models/next-session-trades.js';
import { toApi, toApiList } from '../db/serialize.js';
import type { AppDeps } from '../deps.js';
import { conflict, duplicateAs } from '../http/errors.js';
import { adminOnly, errors, json, jsonBody, named, noContent } from '../http/openapi.js';
import { createRouter } from '../http/router.js';
import { IdParams, checkedId, missing } from './portfolio-common.js';

const NextSessionTrade = named(NextSessionTradeSchema, 'NextSessionTrade');
const tags = ['Next-session trades'];

const listTrades = createRoute({
  method: 'get',
  path: '/next-session-trades',
  tags,
  summary: "A fund's next-session trades",
  description:
    "fund defaults to 'Main Fund' ('✅ Main Fund' and 'FLOW' accepted). Both actions in one list. Order: oldest first (the order they were scheduled).",
  request: { query: NextSessionTradesQuerySchema },
  responses: { 200: json(z.array(NextSessionTrade), 'Scheduled trades'), ...errors(400) },
});

const createTrade = createRoute({
  method: 'post',
  path: '/next-session-trades',
  tags,
  security: adminOnly,
  summary: 'Schedule a trade for the next session',
  description:
    "action 'add' or 'remove'. The same fund, ticker and action twice answers 409 '{ticker} is already scheduled to be added' (or '... removed').",
  request: jsonBody(named(NextSessionTradeCreateSchema, 'NextSessionTradeCreate')),
  responses: { 201: json(NextSessionTrade, 'Created'), ...errors(400, 401, 403, 409) },
});

const deleteTrade = createRoute({
  method: 'delete',
  path: '/next-session-trades/{id}',
  tags,
  security: adminOnly,
  summary: 'Remove a scheduled trade',
  request: { params: IdParams },
  responses: { ...noContent, ...errors(401, 403, 404) },
});

export function nextSessionTradeRoutes(deps: AppDeps) {
  const trades = nextSessionTradeModel(deps.db);
  const router = createRouter();

  router.openapi(listTrades, async (c) => {
    const { fund } = c.req.valid('query');
    const list = await trades.find({ fund }).sort({ createdAt: 1, _id: 1 }).lean();
    return c.json(toApiList<NextSessionTrade>(list), 200);
  });

  router.openapi(createTrade, async (c) => {
    const body = c.req.valid('json');
    const duplicate = conflict(alreadyScheduledMessage(body.ticker, body.action));
    if (await trades.exists(body)) throw duplicate;
    // The unique index settles a race between two identical requests with the same message.
    const created = await trades.create(body).catch(duplicateAs(duplicate));
    return c.json(toApi<NextSessionTrade>(created), 201);
  });

  router.openapi(deleteTrade, async (c) => {
    const id = checkedId(c.req.valid('param').id, 'Next-session trade');
    const deleted = await trades.findByIdAndDelete(id, { projection: { _id: 1 } }).lean();
    if (!deleted) missing('Next-session trade');
    return c.body(null, 204);
  });

  return router;
}
