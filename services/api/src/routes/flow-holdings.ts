/** Flow options positions ('Unusual Whale Positions'): GET/POST /api/flow-holdings, PATCH/DELETE /api/flow-holdings/{id}. */
import { createRoute, z } from '@hono/zod-openapi';
import {
  FlowHoldingCreateSchema,
  FlowHoldingSchema,
  FlowHoldingUpdateSchema,
  type FlowHolding,
} from '@tradeboard/types';
import { flowHoldingModel } from '../db/models/flow-holdings.js';
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
import { IdParams, checkedId, missing } from './portfolio-common.js';

const FlowHolding = named(FlowHoldingSchema, 'FlowHolding');
const tags = ['Flow holdings'];
const RULES =
  'ticker and expiry required; strike, quantity and price greater than 0; quantity a whole number; pnlPercent and pnlOpen optional or null.';

const listFlowHoldings = createRoute({
  method: 'get',
  path: '/flow-holdings',
  tags,
  summary: 'Flow positions',
  description: 'Order: ticker A to Z, then oldest first.',
  responses: { 200: json(z.array(FlowHolding), 'Flow positions') },
});

const createFlowHolding = createRoute({
  method: 'post',
  path: '/flow-holdings',
  tags,
  security: adminOnly,
  summary: 'Add a flow position',
  description: RULES,
  request: jsonBody(named(FlowHoldingCreateSchema, 'FlowHoldingCreate')),
  responses: { 201: json(FlowHolding, 'Created'), ...errors(400, 401, 403) },
});

const updateFlowHolding = createRoute({
  method: 'patch',
  path: '/flow-holdings/{id}',
  tags,
  security: adminOnly,
  summary: 'Update a flow position',
  description: `Partial update; the same rules for the fields sent: ${RULES}`,
  request: { params: IdParams, ...ifMatch, ...jsonBody(named(FlowHoldingUpdateSchema, 'FlowHoldingUpdate')) },
  responses: {
    200: jsonWithEtag(FlowHolding, 'The updated position'),
    ...errors(400, 401, 403, 404),
    ...staleWrite(FlowHolding, 'FlowHolding'),
  },
});

const deleteFlowHolding = createRoute({
  method: 'delete',
  path: '/flow-holdings/{id}',
  tags,
  security: adminOnly,
  summary: 'Delete a flow position',
  request: { params: IdParams },
  responses: { ...noContent, ...errors(401, 403, 404) },
});

export function flowHoldingRoutes(deps: AppDeps) {
  const positions = flowHoldingModel(deps.db);
  const router = createRouter();

  router.openapi(listFlowHoldings, async (c) => {
    const list = await positions.find().sort({ ticker: 1, createdAt: 1, _id: 1 }).lean();
    return c.json(toApiList<FlowHolding>(list), 200);
  });

  router.openapi(createFlowHolding, async (c) => {
    const created = await positions.create(c.req.valid('json'));
    return c.json(toApi<FlowHolding>(created), 201);
  });

  router.openapi(updateFlowHolding, async (c) => {
    const id = checkedId(c.req.valid('param').id, 'Flow position');
    const updated = await updateIfMatch(
      positions,
      { _id: id },
      { $set: c.req.valid('json') },
      ifMatchOf(c.req.valid('header')),
      () => missing('Flow position'),
    );
    setEtag(c, updated);
    return c.json(toApi<FlowHolding>(updated), 200);
  });

  router.openapi(deleteFlowHolding, async (c) => {
    const id = checkedId(c.req.valid('param').id, 'Flow position');
    const deleted = await positions.findByIdAndDelete(id, { projection: { _id: 1 } }).lean();
    if (!deleted) missing('Flow position');
    return c.body(null, 204);
  });

  return router;
}
