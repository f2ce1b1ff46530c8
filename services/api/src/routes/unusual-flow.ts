/** Unusual flow alerts ('Alpha Gold Alerts'): GET/POST /api/unusual-flow, PATCH/DELETE /api/unusual-flow/{id}. */
import { UnusualFlowCreateSchema, UnusualFlowSchema, UnusualFlowUpdateSchema } from '@tradeboard/types';
import { unusualFlowModel } from '../db/models/unusual-flow.js';
import type { AppDeps } from '../deps.js';
import { named } from '../http/openapi.js';
import { collectionRoutes } from './collection-routes.js';

export function unusualFlowRoutes(deps: AppDeps) {
  return collectionRoutes({
    path: '/unusual-flow',
    db: deps.db,
    model: unusualFlowModel(deps.db),
    what: 'Flow alert',
    tags: ['Unusual flow'],
    schemas: {
      name: 'UnusualFlow',
      item: named(UnusualFlowSchema, 'UnusualFlow'),
      create: named(UnusualFlowCreateSchema, 'UnusualFlowCreate'),
      update: named(UnusualFlowUpdateSchema, 'UnusualFlowUpdate'),
    },
    list: {
      summary: 'Flow alerts',
      description: 'Order: newest first (createdAt descending).',
      answer: 'Flow alerts, newest first',
      order: { createdAt: -1, _id: -1 },
    },
    create: {
      summary: 'Add a flow alert',
      description:
        'ticker, optionType, strike (> 0) and expiry required. spot and premium optional numbers (>= 0), volume and openInterest optional whole numbers (>= 0), ' +
        "flowDescription optional text (stored as '' when absent), flowImage an optional uploaded image URL; absent optional values are null.",
    },
    update: {
      summary: 'Update a flow alert',
      description: 'Partial update; null clears an optional value.',
      answer: 'The updated alert',
    },
    remove: { summary: 'Delete a flow alert' },
  });
}
