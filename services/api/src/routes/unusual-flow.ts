/** Unusual flow alerts ('Alpha Gold Alerts'): GET/POST /api/unusual-flow, PATCH/DELETE /api/unusual-flow/{id}. */
import { createRoute, z } from '@hono/zod-openapi';
import {
  UnusualFlowCreateSchema,
  UnusualFlowSchema,
  UnusualFlowUpdateSchema,
  type UnusualFlow,
} from '@tradeboard/types';
import { unusualFlowModel } from '../db/models/unusual-flow.js';
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

const UnusualFlow = named(UnusualFlowSchema, 'UnusualFlow');
const tags = ['Unusual flow'];

const listAlerts = createRoute({
  method: 'get',
  path: '/unusual-flow',
  tags,
  summary: 'Flow alerts',
  description: 'Order: newest first (createdAt descending).',
  responses: { 200: json(z.array(UnusualFlow), 'Flow alerts, newest first') },
});

const createAlert = createRoute({
  method: 'post',
  path: '/unusual-flow',
  tags,
  security: adminOnly,
  summary: 'Add a flow alert',
  description:
    'ticker, optionType, strike (> 0) and expiry required. spot and premium optional numbers (>= 0), volume and openInterest optional whole numbers (>= 0), ' +
    "flowDescription optional text (stored as '' when absent), flowImage an optional uploaded image URL; absent optional values are null.",
  request: jsonBody(named(UnusualFlowCreateSchema, 'UnusualFlowCreate')),
  responses: { 201: json(UnusualFlow, 'Created'), ...errors(400, 401, 403) },
});

const updateAlert = createRoute({
  method: 'patch',
  path: '/unusual-flow/{id}',
  tags,
  security: adminOnly,
  summary: 'Update a flow alert',
  description: 'Partial update; null clears an optional value.',
  request: { params: IdParams, ...ifMatch, ...jsonBody(named(UnusualFlowUpdateSchema, 'UnusualFlowUpdate')) },
  responses: {
    200: jsonWithEtag(UnusualFlow, 'The updated alert'),
    ...errors(400, 401, 403, 404),
    ...staleWrite(UnusualFlow, 'UnusualFlow'),
  },
});

const deleteAlert = createRoute({
  method: 'delete',
  path: '/unusual-flow/{id}',
  tags,
  security: adminOnly,
  summary: 'Delete a flow alert',
  request: { params: IdParams },
  responses: { ...noContent, ...errors(401, 403, 404) },
});

export function unusualFlowRoutes(deps: AppDeps) {
  const alerts = unusualFlowModel(deps.db);
  const router = createRouter();

  router.openapi(listAlerts, async (c) => {
    const list = await alerts.find().sort({ createdAt: -1, _id: -1 }).lean();
    return c.json(toApiList<UnusualFlow>(list), 200);
  });

  router.openapi(createAlert, async (c) => {
    const created = await alerts.create(c.req.valid('json'));
    return c.json(toApi<UnusualFlow>(created), 201);
  });

  router.openapi(updateAlert, async (c) => {
    const id = checkedId(c.req.valid('param').id, 'Flow alert');
    const updated = await updateIfMatch(
      alerts,
      { _id: id },
      { $set: c.req.valid('json') },
      ifMatchOf(c.req.valid('header')),
      () => missing('Flow alert'),
    );
    setEtag(c, updated);
    return c.json(toApi<UnusualFlow>(updated), 200);
  });

  router.openapi(deleteAlert, async (c) => {
    const id = checkedId(c.req.valid('param').id, 'Flow alert');
    const deleted = await alerts.findByIdAndDelete(id, { projection: { _id: 1 } }).lean();
    if (!deleted) missing('Flow alert');
    return c.body(null, 204);
  });

  return router;
}
