/**
 * Portfolio activity history and daily activity:
 * POST /api/portfolio-activity, GET /api/portfolio-activity/{fund}/{days},
 * GET /api/daily-activity/{fund}/{date} (date URL-encoded, or as three path segments), POST /api/daily-activity.
 */
import { createRoute, z } from '@hono/zod-openapi';
import {
  DailyActivityParamsSchema,
  DailyActivityResultSchema,
  DailyActivitySegmentsParamsSchema,
  DailyActivitySaveSchema,
  DailyActivitySchema,
  PortfolioActivityCreateSchema,
  PortfolioActivityParamsSchema,
  PortfolioActivitySchema,
  segmentsDate,
  type ActivityFund,
  type DailyActivity,
  type PortfolioActivity,
} from '@tradeboard/types';
import { dailyActivityModel } from '../db/models/daily-activity.js';
import { dayKey } from '../db/models/day-key.js';
import { portfolioActivityModel } from '../db/models/portfolio-activity.js';
import { toApi, toApiList } from '../db/serialize.js';
import type { AppDeps } from '../deps.js';
import { adminOnly, errors, json, jsonBody, named } from '../http/openapi.js';
import { createRouter } from '../http/router.js';
import { lastDaysRange } from '../services/calendar.js';
import { entriesToRecord, newlyListed, type ListedActivity } from '../services/daily-activity.js';
import { recordActivities } from '../services/portfolio-activity.js';

const PortfolioActivity = named(PortfolioActivitySchema, 'PortfolioActivity');
const DailyActivity = named(DailyActivitySchema, 'DailyActivity');
const tags = ['Activity'];

const createActivity = createRoute({
  method: 'post',
  path: '/portfolio-activity',
  tags,
  security: adminOnly,
  summary: 'Record a portfolio activity entry',
  description:
    'details may be JSON text or an object (stored as JSON text). An exact repeat of an entry already stored (same fund, date, activityType, ticker and details) ' +
    'is not stored twice: it answers the existing entry with 200 (so "Sync to History" after a daily activity save adds no duplicates). A new entry answers 201.',
  request: jsonBody(named(PortfolioActivityCreateSchema, 'PortfolioActivityCreate')),
  responses: {
    200: json(PortfolioActivity, 'Already recorded'),
    201: json(PortfolioActivity, 'Created'),
    ...errors(400, 401, 403),
  },
});

const listActivity = createRoute({
  method: 'get',
  path: '/portfolio-activity/{fund}/{days}',
  tags,
  summary: "A fund's activity of the last N days",
  description:
    'Entries dated from N-1 days before today up to today (server local calendar; entries dated in the future are left out). days 1 to 366. ' +
    'Order: newest date first, then newest created first.',
  request: { params: PortfolioActivityParamsSchema },
  responses: { 200: json(z.array(PortfolioActivity), 'Activity entries'), ...errors(400) },
});

const dailyResult = json(
  named(DailyActivityResultSchema, 'DailyActivityResult'),
  'The record, or null when nothing is stored',
);

const getDaily = createRoute({
  method: 'get',
  path: '/daily-activity/{fund}/{date}',
  tags,
  summary: "A fund's daily activity on a date",
  description:
    "date is MM/DD/YYYY URL-encoded (06%2F02%2F2025); GET /api/daily-activity/{fund}/{mm}/{dd}/{yyyy} answers the same. Fund 'FLOW' for flow. " +
    'Answers null (200) when nothing is stored for that fund and date.',
  request: { params: DailyActivityParamsSchema },
  responses: { 200: dailyResult, ...errors(400) },
});

const getDailyBySegments = createRoute({
  method: 'get',
  path: '/daily-activity/{fund}/{month}/{day}/{year}',
  tags,
  summary: "A fund's daily activity on a date (date as three path segments)",
  description: 'Same as GET /api/daily-activity/{fund}/{date}, for clients that join the date into the path unencoded.',
  request: { params: DailyActivitySegmentsParamsSchema },
  responses: { 200: dailyResult, ...errors(400) },
});

const saveDaily = createRoute({
  method: 'post',
  path: '/daily-activity',
  tags,
  security: adminOnly,
  summary: "Save a fund's daily activity lists for a date",
  description:
    'Replaces both lists of fund+date (created with 201 the first time, then 200). Tickers are trimmed, upper-cased and de-duplicated; ' +
    'the lists must be disjoint (a ticker in both answers 400: the editor moves a ticker from one list to the other). ' +
    'Each ticker that is new to a list compared with the stored lists records a holding_added / holding_removed portfolio activity entry for that date ' +
    '(once: a ticker taken off a list and put back the same day is not recorded again).',
  request: jsonBody(named(DailyActivitySaveSchema, 'DailyActivitySave')),
  responses: { 200: json(DailyActivity, 'Updated'), 201: json(DailyActivity, 'Created'), ...errors(400, 401, 403) },
});

export function activityRoutes(deps: AppDeps) {
  const history = portfolioActivityModel(deps.db);
  const daily = dailyActivityModel(deps.db);
  const router = createRouter();

  const findDaily = async (fund: ActivityFund, date: string) => {
    const record = await daily.findOne({ fund, date }).lean();
    return record ? toApi<DailyActivity>(record) : null;
  };

  router.openapi(createActivity, async (c) => {
    const { fund, date, activityType, ticker, details = null } = c.req.valid('json');
    const existing = await history.findOne({ fund, date, activityType, ticker, details }).lean();
    if (existing) return c.json(toApi<PortfolioActivity>(existing), 200);
    const created = await history.create({ fund, date, _dateKey: dayKey(date), activityType, ticker, details });
    return c.json(toApi<PortfolioActivity>(created), 201);
  });

  router.openapi(listActivity, async (c) => {
    const { fund, days } = c.req.valid('param');
    const { fromKey, toKey } = lastDaysRange(deps.clock(), days);
    const entries = await history
      .find({ fund, _dateKey: { $gte: fromKey, $lte: toKey } })
      .sort({ _dateKey: -1, createdAt: -1, _id: -1 })
      .lean();
    return c.json(toApiList<PortfolioActivity>(entries), 200);
  });

  router.openapi(getDaily, async (c) => {
    const { fund, date } = c.req.valid('param');
    return c.json(await findDaily(fund, date), 200);
  });

  router.openapi(getDailyBySegments, async (c) => {
    const params = c.req.valid('param');
    return c.json(await findDaily(params.fund, segmentsDate(params)), 200);
  });

  router.openapi(saveDaily, async (c) => {
    const { fund, date, addedPositions, removedPositions } = c.req.valid('json');
    const stored = await daily.findOne({ fund, date }).lean();
    const result = await daily.findOneAndUpdate(
      { fund, date },
      { $set: { addedPositions, removedPositions, _dateKey: dayKey(date) } },
      { upsert: true, returnDocument: 'after', includeResultMetadata: true },
    );
    const saved = result.value!;
    const fresh = newlyListed(stored, { addedPositions, removedPositions });
    const freshTickers = [...fresh.added, ...fresh.removed];
    const recorded = freshTickers.length
      ? await history
          .find(
            {
              fund,
              date,
              details: null,
              activityType: { $in: ['holding_added', 'holding_removed'] },
              ticker: { $in: freshTickers },
            },
            { activityType: 1, ticker: 1 },
          )
          .lean<ListedActivity[]>()
      : [];
    await recordActivities(
      history,
      deps.logger,
      entriesToRecord(fresh, recorded).map((entry) => ({ fund, date, ...entry, details: null })),
    );
    const status = result.lastErrorObject?.updatedExisting === false ? 201 : 200;
    return status === 201 ? c.json(toApi<DailyActivity>(saved), 201) : c.json(toApi<DailyActivity>(saved), 200);
  });

  return router;
}
