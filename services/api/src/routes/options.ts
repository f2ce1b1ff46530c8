/**
 * Options positions: GET/POST /api/options, PATCH/DELETE /api/options/{id}.
 * Adds, changes and deletes record option_added / option_modified / option_removed portfolio activity.
 */
import { createRoute, z } from '@hono/zod-openapi';
import {
  FundFilterQuerySchema,
  OptionCreateSchema,
  OptionPositionSchema,
  OptionUpdateSchema,
  type ActivityType,
  type OptionPosition,
} from '@tradeboard/types';
import { optionModel, type OptionDoc } from '../db/models/options.js';
import { portfolioActivityModel } from '../db/models/portfolio-activity.js';
import { toApi, toApiList } from '../db/serialize.js';
import type { AppDeps } from '../deps.js';
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
import { todayUs } from '../services/calendar.js';
import type { ClientSession } from 'mongoose';
import { inTransaction } from '../db/transaction.js';
import { insertActivities } from '../services/portfolio-activity.js';
import { IdParams, checkedId, missing } from './portfolio-common.js';

const OptionPosition = named(OptionPositionSchema, 'OptionPosition');
const tags = ['Options'];
const DETAILS = '{strike, expiry, optionType, quantity, price}';

const listOptions = createRoute({
  method: 'get',
  path: '/options',
  tags,
  summary: 'Options positions',
  description:
    "All funds, or one with ?fund= ('✅ Main Fund' and 'All Funds' accepted). Order: newest first (createdAt descending).",
  request: { query: FundFilterQuerySchema },
  responses: { 200: json(z.array(OptionPosition), 'Options positions'), ...errors(400) },
});

const createOption = createRoute({
  method: 'post',
  path: '/options',
  tags,
  security: adminOnly,
  summary: 'Add an options position',
  description: `Strike and price greater than 0, quantity a whole number greater than 0. Records option_added for today with details ${DETAILS}.`,
  request: jsonBody(named(OptionCreateSchema, 'OptionCreate')),
  responses: { 201: json(OptionPosition, 'Created'), ...errors(400, 401, 403) },
});

const updateOption = createRoute({
  method: 'patch',
  path: '/options/{id}',
  tags,
  security: adminOnly,
  summary: 'Update an options position',
  description: `Partial update (not used by the spec's screens). Records option_modified for today with details ${DETAILS} after the change.`,
  request: { params: IdParams, ...ifMatch, ...jsonBody(named(OptionUpdateSchema, 'OptionUpdate')) },
  responses: {
    200: jsonWithEtag(OptionPosition, 'The updated position'),
    ...errors(400, 401, 403, 404),
    ...staleWrite(OptionPosition, 'OptionPosition'),
  },
});

const deleteOption = createRoute({
  method: 'delete',
  path: '/options/{id}',
  tags,
  security: adminOnly,
  summary: 'Delete an options position',
  description: `Records option_removed for today with details ${DETAILS}.`,
  request: { params: IdParams },
  responses: { ...noContent, ...errors(401, 403, 404) },
});

export function optionRoutes(deps: AppDeps) {
  const options = optionModel(deps.db);
  const activity = portfolioActivityModel(deps.db);
  const router = createRouter();

  // Each change and its history entry are one transaction: both are stored or neither.
  const record = (activityType: ActivityType, option: OptionDoc, session: ClientSession) =>
    insertActivities(
      activity,
      [
        {
          fund: option.fund,
          date: todayUs(deps.clock()),
          activityType,
          ticker: option.ticker,
          details: {
            strike: option.strike,
            expiry: option.expiry,
            optionType: option.optionType,
            quantity: option.quantity,
            price: option.price,
          },
        },
      ],
      session,
    );

  router.openapi(listOptions, async (c) => {
    const { fund } = c.req.valid('query');
    const list = await options
      .find(fund ? { fund } : {})
      .sort({ createdAt: -1, _id: -1 })
      .lean();
    return c.json(toApiList<OptionPosition>(list), 200);
  });

  router.openapi(createOption, async (c) => {
    const created = await inTransaction(deps.db, async (session) => {
      const [option] = await options.create([c.req.valid('json')], { session });
      await record('option_added', option!, session);
      return option!;
    });
    return c.json(toApi<OptionPosition>(created), 201);
  });

  router.openapi(updateOption, async (c) => {
    const id = checkedId(c.req.valid('param').id, 'Option position');
    const updated = await inTransaction(deps.db, async (session) => {
      const option = await updateIfMatch(
        options,
        { _id: id },
        { $set: c.req.valid('json') },
        ifMatchOf(c.req.valid('header')),
        () => missing('Option position'),
        { session },
      );
      await record('option_modified', option, session);
      return option;
    });
    setEtag(c, updated);
    return c.json(toApi<OptionPosition>(updated), 200);
  });

  router.openapi(deleteOption, async (c) => {
    const id = checkedId(c.req.valid('param').id, 'Option position');
    await inTransaction(deps.db, async (session) => {
      const removed = (await options.findByIdAndDelete(id, { session }).lean()) ?? missing('Option position');
      await record('option_removed', removed, session);
    });
    return c.body(null, 204);
  });

  return router;
}
