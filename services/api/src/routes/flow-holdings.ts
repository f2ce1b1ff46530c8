/** Flow options positions ('Unusual Whale Positions'): GET/POST /api/flow-holdings, PATCH/DELETE /api/flow-holdings/{id}. */
import { FlowHoldingCreateSchema, FlowHoldingSchema, FlowHoldingUpdateSchema } from '@tradeboard/types';
import { flowHoldingModel } from '../db/models/flow-holdings.js';
import type { AppDeps } from '../deps.js';
import { named } from '../http/openapi.js';
import { collectionRoutes } from './collection-routes.js';

const RULES =
  'ticker and expiry required; strike, quantity and price greater than 0; quantity a whole number; pnlPercent and pnlOpen optional or null.';

export function flowHoldingRoutes(deps: AppDeps) {
  return collectionRoutes({
    path: '/flow-holdings',
    db: deps.db,
    model: flowHoldingModel(deps.db),
    what: 'Flow position',
    tags: ['Flow holdings'],
    schemas: {
      name: 'FlowHolding',
      item: named(FlowHoldingSchema, 'FlowHolding'),
      create: named(FlowHoldingCreateSchema, 'FlowHoldingCreate'),
      update: named(FlowHoldingUpdateSchema, 'FlowHoldingUpdate'),
    },
    list: {
      summary: 'Flow positions',
      description: 'Order: ticker A to Z, then oldest first.',
      answer: 'Flow positions',
      order: { ticker: 1, createdAt: 1, _id: 1 },
    },
    create: { summary: 'Add a flow position', description: RULES },
    update: {
      summary: 'Update a flow position',
      description: `Partial update; the same rules for the fields sent: ${RULES}`,
      answer: 'The updated position',
    },
    remove: { summary: 'Delete a flow position' },
  });
}
