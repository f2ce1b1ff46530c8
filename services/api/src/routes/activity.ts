/**
 * Portfolio activity history and daily activity:
 * POST /api/portfolio-activity, GET /api/portfolio-activity/{fund}/{days},
 * GET /api/daily-activity/{fund}/{date} (date URL-encoded, or as three path segments), POST /api/daily-activity.
 */
import { createRoute, z } from '@hono/zod-openapi';
import {
  DailyActivityChangeSchema,
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
import type { Context } from 'hono';
import { dailyActivityModel } from '../db/models/daily-activity.js';
import { dayKey } from '../db/models/day-key.js';
import { portfolioActivityModel } from '../db/models/portfolio-activity.js';
import { toApi, toApiList } from '../db/serialize.js';
import type { AppDeps } from '../deps.js';
import { ifMatchOf, setEtag } from '../http/if-match.js';
import { adminOnly, errors, ifMatch, json, jsonBody, jsonWithEtag, named, staleWrite } from '../http/openapi.js';
import { createRouter } from '../http/router.js';
import { lastDaysRange } from '../services/calendar.js';
import { applyDailyChange, saveDailyLists, type DailyWriteResult } from '../services/daily-activity-store.js';

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

const dailyResult = jsonWithEtag(
  named(DailyActivityResultSchema, 'DailyActivityResult'),
  'The record (with its ETag), or null when nothing is stored (no ETag)',
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
    '(once: a ticker taken off a list and put back the same day is not recorded again); the lists and those entries are written in one transaction. ' +
    "With If-Match the day's record must exist at that version (412 otherwise, current null when there is none). " +
    "Two people editing at once should use POST /api/daily-activity/change, which never overwrites the other's tickers.",
  request: { ...ifMatch, ...jsonBody(named(DailyActivitySaveSchema, 'DailyActivitySave')) },
  responses: {
    200: jsonWithEtag(DailyActivity, 'Updated'),
    201: jsonWithEtag(DailyActivity, 'Created'),
    ...errors(400, 401, 403),
    ...staleWrite(DailyActivity.nullable(), 'DailyActivity'),
  },
});

const changeDaily = createRoute({
  method: 'post',
  path: '/daily-activity/change',
  tags,
  security: adminOnly,
  summary: "Add or remove one ticker in a fund's daily activity list",
  description:
    "A single change applied to the stored record: action 'add' puts the ticker on the list ($addToSet) and takes it off the other one ($pull); " +
    "'remove' takes it off the list ($pull). Concurrent changes of the same day all apply (nothing is overwritten), so no If-Match is needed. " +
    'A ticker newly on a list records its holding_added / holding_removed portfolio activity entry (once per fund, date and ticker) in the same transaction. ' +
    'Adding a ticker already on the list, or removing one that is not, changes nothing and answers the record (200). ' +
    'The first change of a day creates its record (201); removing from a day with no record answers 404.',
  request: jsonBody(named(DailyActivityChangeSchema, 'DailyActivityChange')),
  responses: {
    200: jsonWithEtag(DailyActivity, 'The record after the change'),
    201: jsonWithEtag(DailyActivity, 'Created by this change'),
    ...errors(400, 401, 403, 404),
  },
});

export function activityRoutes(deps: AppDeps) {
  const history = portfolioActivityModel(deps.db);
  const daily = dailyActivityModel(deps.db);
  const router = createRouter();

  const findDaily = async (c: Context, fund: ActivityFund, date: string) => {
    const record = await daily.findOne({ fund, date }).lean();
    setEtag(c, record);
    return record ? toApi<DailyActivity>(record) : null;
  };

  /** 201 when the write created the day's record, else 200; the ETag of the saved version either way. */
  const answerWrite = (c: Context, { record, created }: DailyWriteResult) => {
    setEtag(c, record);
    const body = toApi<DailyActivity>(record);
    return { body, status: created ? (201 as const) : (200 as const) };
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
    return c.json(await findDaily(c, fund, date), 200);
  });

  router.openapi(getDailyBySegments, async (c) => {
    const params = c.req.valid('param');
    return c.json(await findDaily(c, params.fund, segmentsDate(params)), 200);
  });

  router.openapi(saveDaily, async (c) => {
    const { fund, date, addedPositions, removedPositions } = c.req.valid('json');
    const result = await saveDailyLists(
      deps.db,
      { fund, date },
      { addedPositions, removedPositions },
      ifMatchOf(c.req.valid('header')),
    );
    const { body, status } = answerWrite(c, result);
    return status === 201 ? c.json(body, 201) : c.json(body, 200);
  });

  router.openapi(changeDaily, async (c) => {
    const { body, status } = answerWrite(c, await applyDailyChange(deps.db, c.req.valid('json')));
    return status === 201 ? c.json(body, 201) : c.json(body, 200);
  });

  return router;
}
