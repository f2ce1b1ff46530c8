/** Next-session trades: GET /api/next-session-trades?fund=, POST /api/next-session-trades, DELETE /api/next-session-trades/{id}. */
import {
  NextSessionTradeCreateSchema,
  NextSessionTradeSchema,
  NextSessionTradesQuerySchema,
  alreadyScheduledMessage,
  type NextSessionTradeCreate,
} from '@tradeboard/types';
import { nextSessionTradeModel } from '../db/models/next-session-trades.js';
import type { AppDeps } from '../deps.js';
import { conflict, duplicateAs } from '../http/errors.js';
import { named } from '../http/openapi.js';
import { collectionRoutes } from './collection-routes.js';

export function nextSessionTradeRoutes(deps: AppDeps) {
  const trades = nextSessionTradeModel(deps.db);

  const schedule = async (body: Record<string, unknown>) => {
    const trade = body as NextSessionTradeCreate;
    const duplicate = conflict(alreadyScheduledMessage(trade.ticker, trade.action));
    if (await trades.exists(trade)) throw duplicate;
    // The unique index settles a race between two identical requests with the same message.
    const created = await trades.create(trade).catch(duplicateAs(duplicate));
    return created.toObject();
  };

  return collectionRoutes({
    path: '/next-session-trades',
    db: deps.db,
    model: trades,
    what: 'Next-session trade',
    tags: ['Next-session trades'],
    schemas: {
      name: 'NextSessionTrade',
      item: named(NextSessionTradeSchema, 'NextSessionTrade'),
      create: named(NextSessionTradeCreateSchema, 'NextSessionTradeCreate'),
      query: NextSessionTradesQuerySchema,
    },
    list: {
      summary: "A fund's next-session trades",
      description:
        "fund defaults to 'Main Fund' ('✅ Main Fund' and 'FLOW' accepted). Both actions in one list. Order: oldest first (the order they were scheduled).",
      answer: 'Scheduled trades',
      order: { createdAt: 1, _id: 1 },
      filter: ({ fund }) => ({ fund }),
    },
    create: {
      summary: 'Schedule a trade for the next session',
      description:
        "action 'add' or 'remove'. The same fund, ticker and action twice answers 409 '{ticker} is already scheduled to be added' (or '... removed').",
      errors: [409],
      insert: schedule,
    },
    remove: { summary: 'Remove a scheduled trade' },
  });
}
