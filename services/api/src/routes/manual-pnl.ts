/**
 * Manual P&L per fund ('FLOW' holds the flow YTD figures): GET /api/manual-pnl/fund/{fund},
 * POST /api/manual-pnl (upsert by fund), PATCH /api/manual-pnl/{id}.
 */
import { createRoute, z } from '@hono/zod-openapi';
import {
  ManualPnlCreateSchema,
  ManualPnlFundParamSchema,
  ManualPnlSchema,
  ManualPnlUpdateSchema,
  type ManualPnl,
} from '@tradeboard/types';
import { manualPnlModel } from '../db/models/manual-pnl.js';
import { toApi } from '../db/serialize.js';
import type { AppDeps } from '../deps.js';
import { badRequest } from '../http/errors.js';
import { adminOnly, errors, json, jsonBody, named } from '../http/openapi.js';
import { createRouter } from '../http/router.js';
import { IdParams, checkedId, missing } from './portfolio-common.js';

const ManualPnl = named(ManualPnlSchema, 'ManualPnl');
const tags = ['Manual P&L'];

const getByFund = createRoute({
  method: 'get',
  path: '/manual-pnl/fund/{fund}',
  tags,
  summary: "A fund's manual P&L",
  description:
    "The record of the fund ('FLOW' for flow; '✅ Main Fund' accepted), or null (200) when none has been saved yet: " +
    'the client treats any non-ok answer as an error, and "nothing entered yet" is not one.',
  request: { params: ManualPnlFundParamSchema },
  responses: { 200: json(z.union([ManualPnl, z.null()]), 'The record or null'), ...errors(400) },
});

const saveForFund = createRoute({
  method: 'post',
  path: '/manual-pnl',
  tags,
  security: adminOnly,
  summary: "Save a fund's manual P&L (upsert by fund)",
  description:
    'One record per fund. Creates it (201) when the fund has none, otherwise updates it (200): figures sent overwrite (null clears), ' +
    'figures left out keep their stored value (null on a new record). So the editor can always POST, as the spec\'s "creates the record if none exists, otherwise updates it".',
  request: jsonBody(named(ManualPnlCreateSchema, 'ManualPnlSave')),
  responses: { 200: json(ManualPnl, 'Updated'), 201: json(ManualPnl, 'Created'), ...errors(400, 401, 403) },
});

const updateById = createRoute({
  method: 'patch',
  path: '/manual-pnl/{id}',
  tags,
  security: adminOnly,
  summary: 'Update a manual P&L record',
  description: "Partial update; null clears a figure. A record's fund cannot change: a different fund answers 400.",
  request: { params: IdParams, ...jsonBody(named(ManualPnlUpdateSchema, 'ManualPnlUpdate')) },
  responses: { 200: json(ManualPnl, 'The updated record'), ...errors(400, 401, 403, 404) },
});

export function manualPnlRoutes(deps: AppDeps) {
  const records = manualPnlModel(deps.db);
  const router = createRouter();

  router.openapi(getByFund, async (c) => {
    const { fund } = c.req.valid('param');
    const record = await records.findOne({ fund }).lean();
    return c.json(record ? toApi<ManualPnl>(record) : null, 200);
  });

  router.openapi(saveForFund, async (c) => {
    const { fund, ...figures } = c.req.valid('json');
    const result = await records.findOneAndUpdate(
      { fund },
      { $set: figures },
      { upsert: true, returnDocument: 'after', includeResultMetadata: true, setDefaultsOnInsert: true },
    );
    const saved = result.value ?? missing('Manual P&L');
    const created = result.lastErrorObject?.updatedExisting === false;
    return created ? c.json(toApi<ManualPnl>(saved), 201) : c.json(toApi<ManualPnl>(saved), 200);
  });

  router.openapi(updateById, async (c) => {
    const id = checkedId(c.req.valid('param').id, 'Manual P&L');
    const { fund, ...figures } = c.req.valid('json');
    const current = (await records.findById(id, { fund: 1 }).lean()) ?? missing('Manual P&L');
    if (fund !== undefined && fund !== current.fund)
      throw badRequest(`This record belongs to ${current.fund}; its fund cannot change`);
    const updated =
      (await records.findByIdAndUpdate(id, { $set: figures }, { returnDocument: 'after' }).lean()) ??
      missing('Manual P&L');
    return c.json(toApi<ManualPnl>(updated), 200);
  });

  return router;
}
