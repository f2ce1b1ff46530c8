/**
 * Fund holdings: GET/POST /api/holdings, PATCH/DELETE /api/holdings/{id}, POST /api/holdings/import.
 * optionsLongTerm is always derived from quantity here ('Long Term' above 1000), whatever a client sends.
 */
import { createRoute, z } from '@hono/zod-openapi';
import {
  FundFilterQuerySchema,
  HoldingCreateSchema,
  HoldingSchema,
  HoldingUpdateSchema,
  HoldingsImportResultSchema,
  HoldingsImportSchema,
  holdingTerm,
  type Holding,
  type HoldingUpdate,
} from '@tradeboard/types';
import type { ZodError } from 'zod';
import { holdingModel, type HoldingDoc } from '../db/models/holdings.js';
import { optionModel } from '../db/models/options.js';
import { portfolioActivityModel } from '../db/models/portfolio-activity.js';
import { toApi, toApiList } from '../db/serialize.js';
import type { AppDeps } from '../deps.js';
import { conflict, duplicateAs } from '../http/errors.js';
import { ifMatchOf, matchesVersion, preconditionFailed, setEtag, updateIfMatch } from '../http/if-match.js';
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
import { todayUs } from '../services/calendar.js';
import { inTransaction } from '../db/transaction.js';
import { assertNoImportRunning } from '../services/fund-lock.js';
import { importHoldings as importFundHoldings, importValidationBody } from '../services/holdings-import.js';
import { insertActivities } from '../services/portfolio-activity.js';
import { IdParams, checkedId, missing } from '../http/params.js';

const Holding = named(HoldingSchema, 'Holding');
const tags = ['Holdings'];
const LIST_ORDER = { ticker: 1, fund: 1, _id: 1 } as const;

const listHoldings = createRoute({
  method: 'get',
  path: '/holdings',
  tags,
  summary: 'Fund holdings',
  description:
    "All funds, or one with ?fund= ('✅ Main Fund' and 'All Funds' accepted). Order: ticker A to Z, then fund name A to Z.",
  request: { query: FundFilterQuerySchema },
  responses: { 200: json(z.array(Holding), 'Holdings'), ...errors(400) },
});

const createHolding = createRoute({
  method: 'post',
  path: '/holdings',
  tags,
  security: adminOnly,
  summary: 'Add a holding',
  description:
    "fund defaults to 'Main Fund'. optionsLongTerm is derived from quantity. 409 when the fund already holds the ticker.",
  request: jsonBody(named(HoldingCreateSchema, 'HoldingCreate')),
  responses: { 201: json(Holding, 'Created'), ...errors(400, 401, 403, 409) },
});

const updateHolding = createRoute({
  method: 'patch',
  path: '/holdings/{id}',
  tags,
  security: adminOnly,
  summary: 'Update a holding (e.g. dateOpened MM/DD/YYYY)',
  description:
    "Partial update; null or '' clears dateOpened. When a value actually changes, a holding_modified portfolio activity entry is recorded for today " +
    '(details: quantity, price and the changes as {field: {from, to}}). ' +
    'With If-Match ("<version>" of the holding as read) the update applies only to that version, else 412 with the current holding.',
  request: { params: IdParams, ...ifMatch, ...jsonBody(named(HoldingUpdateSchema, 'HoldingUpdate')) },
  responses: {
    200: jsonWithEtag(Holding, 'The updated holding'),
    ...errors(400, 401, 403, 404, 409),
    ...staleWrite(Holding, 'Holding'),
  },
});

const deleteHolding = createRoute({
  method: 'delete',
  path: '/holdings/{id}',
  tags,
  security: adminOnly,
  summary: 'Delete a holding',
  description:
    'Records a holding_removed portfolio activity entry for today with details {quantity, price}, in the same transaction. ' +
    "409 while an import of the holding's fund is running.",
  request: { params: IdParams },
  responses: { ...noContent, ...errors(401, 403, 404, 409) },
});

const importHoldings = createRoute({
  method: 'post',
  path: '/holdings/import',
  tags,
  security: adminOnly,
  summary: "Replace a fund's holdings with a broker CSV's rows",
  description:
    'Every row is validated first; a bad row (or a ticker listed twice) answers 400 naming it ("Row 3 (AAPL): ...", rows counted from 1) and nothing is written. ' +
    "Then the fund's existing tickers are updated (quantity, tradePrice, pnlPercent, pnlOpen, optionsLongTerm; other fields kept), new tickers created, " +
    "and the fund's tickers missing from the file deleted. The body's fund wins over a row's. " +
    "With `options`, the fund's options positions follow the file the same way (same position: underlying, type, strike and expiry; " +
    'a position listed twice is a 400), except that options added by hand are removed only with `removeManualOptions`. ' +
    'All or nothing: holdings and options in one transaction. ' +
    "One import per fund at a time: while one runs, another import of the fund (and deleting one of its holdings) answers 409 'Another import of this fund is running'.",
  request: jsonBody(named(HoldingsImportSchema, 'HoldingsImport')),
  responses: {
    200: json(named(HoldingsImportResultSchema, 'HoldingsImportResult'), 'Counts'),
    ...errors(400, 401, 403, 409),
  },
});

/** {field: {from, to}} for the fields of `body` whose stored value changed. */
function changesOf(before: HoldingDoc, after: HoldingDoc, body: HoldingUpdate) {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of Object.keys(body) as Array<keyof HoldingUpdate>) {
    if (before[key] !== after[key]) changes[key] = { from: before[key], to: after[key] };
  }
  return changes;
}

export function holdingRoutes(deps: AppDeps) {
  const holdings = holdingModel(deps.db);
  const activity = portfolioActivityModel(deps.db);
  const router = createRouter();
  const alreadyHeld = (ticker: string, fund: string) => conflict(`${ticker} is already held in ${fund}`);

  router.openapi(listHoldings, async (c) => {
    const { fund } = c.req.valid('query');
    const list = await holdings
      .find(fund ? { fund } : {})
      .sort(LIST_ORDER)
      .lean();
    return c.json(toApiList<Holding>(list), 200);
  });

  router.openapi(createHolding, async (c) => {
    const body = c.req.valid('json');
    const duplicate = alreadyHeld(body.ticker, body.fund);
    if (await holdings.exists({ fund: body.fund, ticker: body.ticker })) throw duplicate;
    // The unique index settles a race between two identical requests with the same message.
    const created = await holdings
      .create({ ...body, optionsLongTerm: holdingTerm(body.quantity) })
      .catch(duplicateAs(duplicate));
    return c.json(toApi<Holding>(created), 201);
  });

  router.openapi(updateHolding, async (c) => {
    const id = checkedId(c.req.valid('param').id, 'Holding');
    const body = c.req.valid('json');
    const condition = ifMatchOf(c.req.valid('header'));
    const before = (await holdings.findById(id).lean()) ?? missing('Holding');
    // Already stale: answer at once. Otherwise `before` is the exact version the update below applies to.
    if (!matchesVersion(condition, before.version ?? 1)) throw preconditionFailed(before);
    const fund = body.fund ?? before.fund;
    const ticker = body.ticker ?? before.ticker;
    if (
      (fund !== before.fund || ticker !== before.ticker) &&
      (await holdings.exists({ fund, ticker, _id: { $ne: id } }))
    ) {
      throw alreadyHeld(ticker, fund);
    }
    const set = body.quantity === undefined ? body : { ...body, optionsLongTerm: holdingTerm(body.quantity) };
    // The change and its holding_modified history entry: one transaction.
    const updated = await inTransaction(deps.db, async (session) => {
      const holding = await updateIfMatch(holdings, { _id: id }, { $set: set }, condition, () => missing('Holding'), {
        session,
      }).catch(duplicateAs(alreadyHeld(ticker, fund)));
      const changes = changesOf(before, holding, body);
      if (Object.keys(changes).length > 0) {
        await insertActivities(
          activity,
          [
            {
              fund: holding.fund,
              date: todayUs(deps.clock()),
              activityType: 'holding_modified',
              ticker: holding.ticker,
              details: { quantity: holding.quantity, price: holding.tradePrice, changes },
            },
          ],
          session,
        );
      }
      return holding;
    });
    setEtag(c, updated);
    return c.json(toApi<Holding>(updated), 200);
  });

  router.openapi(deleteHolding, async (c) => {
    const id = checkedId(c.req.valid('param').id, 'Holding');
    const holding = (await holdings.findById(id, { fund: 1 }).lean()) ?? missing('Holding');
    await assertNoImportRunning(deps.db, holding.fund);
    await inTransaction(deps.db, async (session) => {
      const removed = (await holdings.findByIdAndDelete(id, { session }).lean()) ?? missing('Holding');
      await insertActivities(
        activity,
        [
          {
            fund: removed.fund,
            date: todayUs(deps.clock()),
            activityType: 'holding_removed',
            ticker: removed.ticker,
            details: { quantity: removed.quantity, price: removed.tradePrice },
          },
        ],
        session,
      );
    });
    return c.body(null, 204);
  });

  router.openapi(
    importHoldings,
    async (c) => {
      const { fund, holdings: rows, options, removeManualOptions, statementDate } = c.req.valid('json');
      const optionsPart = options && {
        model: optionModel(deps.db),
        rows: options,
        removeManual: !!removeManualOptions,
      };
      const results = await importFundHoldings(deps.db, holdings, fund, rows, optionsPart, statementDate ?? null);
      return c.json({ results }, 200);
    },
    // 400 messages that name the bad row.
    (result, c) =>
      result.success
        ? undefined
        : c.json(importValidationBody(result.error as ZodError, (result as { data?: unknown }).data), 400),
  );

  return router;
}
