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
  STALE_WRITE_MESSAGE,
  type ManualPnl,
} from '@tradeboard/types';
import { manualPnlModel } from '../db/models/manual-pnl.js';
import { toApi } from '../db/serialize.js';
import type { AppDeps } from '../deps.js';
import { ApiError, badRequest } from '../http/errors.js';
import { ifMatchOf, setEtag, updateIfMatch } from '../http/if-match.js';
import { adminOnly, errors, ifMatch, json, jsonBody, jsonWithEtag, named, staleWrite } from '../http/openapi.js';
import { createRouter } from '../http/router.js';
import { IdParams, checkedId, missing } from '../http/params.js';

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
    'figures left out keep their stored value (null on a new record). So the editor can always POST, as the spec\'s "creates the record if none exists, otherwise updates it". ' +
    "With If-Match the fund's record must exist at that version (412 otherwise, current null when there is none).",
  request: { ...ifMatch, ...jsonBody(named(ManualPnlCreateSchema, 'ManualPnlSave')) },
  responses: {
    200: jsonWithEtag(ManualPnl, 'Updated'),
    201: jsonWithEtag(ManualPnl, 'Created'),
    ...errors(400, 401, 403),
    ...staleWrite(z.union([ManualPnl, z.null()]), 'ManualPnlSave'),
  },
});

const updateById = createRoute({
  method: 'patch',
  path: '/manual-pnl/{id}',
  tags,
  security: adminOnly,
  summary: 'Update a manual P&L record',
  description:
    "Partial update; null clears a figure. A record's fund cannot change: a different fund answers 400. " +
    'With If-Match ("<version>" or the ETag of the fund\'s GET) the update applies only to that version, else 412 with the current record.',
  request: { params: IdParams, ...ifMatch, ...jsonBody(named(ManualPnlUpdateSchema, 'ManualPnlUpdate')) },
  responses: {
    200: jsonWithEtag(ManualPnl, 'The updated record'),
    ...errors(400, 401, 403, 404),
    ...staleWrite(ManualPnl, 'ManualPnl'),
  },
});

export function manualPnlRoutes(deps: AppDeps) {
  const records = manualPnlModel(deps.db);
  const router = createRouter();

  router.openapi(getByFund, async (c) => {
    const { fund } = c.req.valid('param');
    const record = await records.findOne({ fund }).lean();
    setEtag(c, record);
    return c.json(record ? toApi<ManualPnl>(record) : null, 200);
  });

  router.openapi(saveForFund, async (c) => {
    const { fund, ...figures } = c.req.valid('json');
    const condition = ifMatchOf(c.req.valid('header'));
    if (condition !== undefined) {
      // Conditional: only an update of the existing record at the version the client read.
      const noRecord = (): never => {
        throw new ApiError(412, STALE_WRITE_MESSAGE, undefined, undefined, { current: null });
      };
      const saved = await updateIfMatch(records, { fund }, { $set: figures }, condition, noRecord);
      setEtag(c, saved);
      return c.json(toApi<ManualPnl>(saved), 200);
    }
    const result = await records.findOneAndUpdate(
      { fund },
      { $set: figures },
      { upsert: true, returnDocument: 'after', includeResultMetadata: true, setDefaultsOnInsert: true },
    );
    const saved = result.value ?? missing('Manual P&L');
    setEtag(c, saved);
    const created = result.lastErrorObject?.updatedExisting === false;
    return created ? c.json(toApi<ManualPnl>(saved), 201) : c.json(toApi<ManualPnl>(saved), 200);
  });

  router.openapi(updateById, async (c) => {
    const id = checkedId(c.req.valid('param').id, 'Manual P&L');
    const { fund, ...figures } = c.req.valid('json');
    const condition = ifMatchOf(c.req.valid('header'));
    const current = (await records.findById(id, { fund: 1 }).lean()) ?? missing('Manual P&L');
    if (fund !== undefined && fund !== current.fund)
      throw badRequest(`This record belongs to ${current.fund}; its fund cannot change`);
    const updated = await updateIfMatch(records, { _id: id }, { $set: figures }, condition, () =>
      missing('Manual P&L'),
    );
    setEtag(c, updated);
    return c.json(toApi<ManualPnl>(updated), 200);
  });

  return router;
}
