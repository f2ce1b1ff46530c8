/**
 * Watchlist stocks, their analysis history and today's analysis log.
 * GET /api/stocks, POST /api/stocks, PATCH/DELETE /api/stocks/{symbol},
 * GET /api/stocks/{symbol}/analysis-history, GET /api/analysis-log/today.
 */
import type { ClientSession } from 'mongoose';
import { createRoute, z } from '@hono/zod-openapi';
import {
  AnalysisHistoryEntrySchema,
  AnalysisLogEntrySchema,
  StockCreateSchema,
  StockSchema,
  StockUpdateSchema,
  SymbolParamSchema,
  localMidnight,
  type AnalysisHistoryEntry,
  type AnalysisLogEntry,
  type Stock,
} from '@tradeboard/types';
import { stockAnalysisHistoryModel } from '../db/models/stock-analysis-history.js';
import { inTransaction } from '../db/transaction.js';
import { stockModel } from '../db/models/stocks.js';
import { toApi, toApiList } from '../db/serialize.js';
import type { AppDeps } from '../deps.js';
import { conflict, duplicateAs, notFound } from '../http/errors.js';
import { ifMatchOf, setEtag, updateIfMatch } from '../http/if-match.js';
import {
  adminOnly,
  errors,
  ifMatch,
  json,
  jsonBody,
  jsonWithEtag,
  named,
  noContent,
  staleWrite,
} from '../http/openapi.js';
import { createRouter } from '../http/router.js';

const Stock = named(StockSchema, 'Stock');
const HistoryEntry = named(AnalysisHistoryEntrySchema, 'AnalysisHistoryEntry');
const LogEntry = named(AnalysisLogEntrySchema, 'AnalysisLogEntry');
const tags = ['Stocks'];
const params = SymbolParamSchema;

const listStocks = createRoute({
  method: 'get',
  path: '/stocks',
  tags,
  summary: 'The watchlist',
  description: 'Ordered by symbol (A to Z).',
  responses: { 200: json(z.array(Stock), 'Watchlist stocks') },
});

const createStock = createRoute({
  method: 'post',
  path: '/stocks',
  tags,
  security: adminOnly,
  summary: 'Add a stock to the watchlist',
  description:
    'Symbol trimmed and upper-cased; 409 when already on the watchlist. If a non-blank analysisText or an analysisImage is given, it is also recorded in the analysis history.',
  request: jsonBody(named(StockCreateSchema, 'StockCreate')),
  responses: { 201: json(Stock, 'Created'), ...errors(400, 401, 403, 409) },
});

const updateStock = createRoute({
  method: 'patch',
  path: '/stocks/{symbol}',
  tags,
  security: adminOnly,
  summary: 'Update a stock',
  description:
    "Partial update; null clears a value. A body that sets a non-blank analysisText or an analysisImage appends an analysis history entry holding the stock's resulting analysis; clearing them (null or blank) records nothing. " +
    'With If-Match ("<version>" of the stock as read) the update applies only to that version, else 412 with the current stock.',
  request: { params, ...ifMatch, ...jsonBody(named(StockUpdateSchema, 'StockUpdate')) },
  responses: {
    200: jsonWithEtag(Stock, 'The updated stock'),
    ...errors(400, 401, 403, 404),
    ...staleWrite(Stock, 'Stock'),
  },
});

const deleteStock = createRoute({
  method: 'delete',
  path: '/stocks/{symbol}',
  tags,
  security: adminOnly,
  summary: 'Remove a stock from the watchlist',
  description: 'Its analysis history is kept (re-adding the symbol shows it again).',
  request: { params },
  responses: { ...noContent, ...errors(400, 401, 403, 404) },
});

const analysisHistory = createRoute({
  method: 'get',
  path: '/stocks/{symbol}/analysis-history',
  tags,
  summary: "A stock's analysis history",
  description: 'Newest first. Empty list when the symbol has none.',
  request: { params },
  responses: { 200: json(z.array(HistoryEntry), 'History entries, newest first'), ...errors(400) },
});

const todayLog = createRoute({
  method: 'get',
  path: '/analysis-log/today',
  tags,
  summary: "Today's analysis entries",
  description: "Entries created since the server's local midnight, newest first (the notification bell polls this).",
  responses: { 200: json(z.array(LogEntry), "Today's entries") },
});

const ANALYSIS_KEYS = ['analysisText', 'analysisImage'] as const;

/** Only a body that writes some analysis makes a history entry; clearing it (null, '') is not an analysis. */
const setsAnalysis = (body: Partial<Record<(typeof ANALYSIS_KEYS)[number], string | null>>) =>
  ANALYSIS_KEYS.some((key) => (body[key]?.trim() ?? '') !== '');

export function stockRoutes(deps: AppDeps) {
  const stocks = stockModel(deps.db);
  const history = stockAnalysisHistoryModel(deps.db);
  const router = createRouter();

  // The stock's write and its history entry are one transaction.
  const recordAnalysis = (
    stock: { symbol: string; analysisText: string | null; analysisImage: string | null },
    session: ClientSession,
  ) =>
    history.create(
      [{ stockSymbol: stock.symbol, analysisText: stock.analysisText, analysisImage: stock.analysisImage }],
      { session },
    );

  router.openapi(listStocks, async (c) => {
    const list = await stocks.find().sort({ symbol: 1 }).lean();
    return c.json(toApiList<Stock>(list), 200);
  });

  router.openapi(createStock, async (c) => {
    const body = c.req.valid('json');
    const duplicate = conflict(`${body.symbol} is already on the watchlist`);
    if (await stocks.exists({ symbol: body.symbol })) throw duplicate;
    // The unique index settles a race between two identical requests with the same message.
    const created = await inTransaction(deps.db, async (session) => {
      const [stock] = await stocks.create([body], { session }).catch(duplicateAs(duplicate));
      if (setsAnalysis(body)) await recordAnalysis(stock!, session);
      return stock!;
    });
    return c.json(toApi<Stock>(created), 201);
  });

  router.openapi(updateStock, async (c) => {
    const { symbol } = c.req.valid('param');
    const body = c.req.valid('json');
    const notListed = () => {
      throw notFound(`${symbol} is not on the watchlist`);
    };
    const updated = await inTransaction(deps.db, async (session) => {
      const stock = await updateIfMatch(
        stocks,
        { symbol },
        { $set: body },
        ifMatchOf(c.req.valid('header')),
        notListed,
        {
          runValidators: true,
          session,
        },
      );
      if (setsAnalysis(body)) await recordAnalysis(stock, session);
      return stock;
    });
    setEtag(c, updated);
    return c.json(toApi<Stock>(updated), 200);
  });

  router.openapi(deleteStock, async (c) => {
    const { symbol } = c.req.valid('param');
    const { deletedCount } = await stocks.deleteOne({ symbol });
    if (deletedCount === 0) throw notFound(`${symbol} is not on the watchlist`);
    return c.body(null, 204);
  });

  router.openapi(analysisHistory, async (c) => {
    const { symbol } = c.req.valid('param');
    const entries = await history.find({ stockSymbol: symbol }).sort({ createdAt: -1, _id: -1 }).lean();
    return c.json(toApiList<AnalysisHistoryEntry>(entries), 200);
  });

  router.openapi(todayLog, async (c) => {
    const since = localMidnight(deps.clock());
    const entries = await history
      .find({ createdAt: { $gte: since } })
      .sort({ createdAt: -1, _id: -1 })
      .lean();
    const log = entries.map(({ updatedAt: _updatedAt, ...entry }) => entry);
    return c.json(toApiList<AnalysisLogEntry>(log), 200);
  });

  return router;
}
