/**
 * Options positions: GET/POST /api/options, PATCH/DELETE /api/options/{id}.
 * Adds, changes and deletes record option_added / option_modified / option_removed portfolio activity,
 * in the same transaction as the change.
 */
import {
  FundFilterQuerySchema,
  OptionCreateSchema,
  OptionPositionSchema,
  OptionUpdateSchema,
  type ActivityType,
} from '@tradeboard/types';
import type { ClientSession } from 'mongoose';
import { optionModel, type OptionDoc } from '../db/models/options.js';
import { portfolioActivityModel } from '../db/models/portfolio-activity.js';
import type { AppDeps } from '../deps.js';
import { named } from '../http/openapi.js';
import { todayUs } from '../services/calendar.js';
import { insertActivities } from '../services/portfolio-activity.js';
import { collectionRoutes, type Stored } from './collection-routes.js';

const DETAILS = '{strike, expiry, optionType, quantity, price}';

export function optionRoutes(deps: AppDeps) {
  const activity = portfolioActivityModel(deps.db);

  const record = (activityType: ActivityType) => (option: Stored<OptionDoc>, session: ClientSession) =>
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

  return collectionRoutes({
    path: '/options',
    db: deps.db,
    model: optionModel(deps.db),
    what: 'Option position',
    tags: ['Options'],
    schemas: {
      name: 'OptionPosition',
      item: named(OptionPositionSchema, 'OptionPosition'),
      create: named(OptionCreateSchema, 'OptionCreate'),
      update: named(OptionUpdateSchema, 'OptionUpdate'),
      query: FundFilterQuerySchema,
    },
    list: {
      summary: 'Options positions',
      description:
        "All funds, or one with ?fund= ('✅ Main Fund' and 'All Funds' accepted). Order: newest first (createdAt descending).",
      answer: 'Options positions',
      order: { createdAt: -1, _id: -1 },
      filter: ({ fund }) => (fund ? { fund } : {}),
    },
    create: {
      summary: 'Add an options position',
      description: `Strike and price greater than 0, quantity a whole number greater than 0. Records option_added for today with details ${DETAILS}.`,
    },
    update: {
      summary: 'Update an options position',
      description: `Partial update (not used by the spec's screens). Records option_modified for today with details ${DETAILS} after the change.`,
      answer: 'The updated position',
    },
    remove: {
      summary: 'Delete an options position',
      description: `Records option_removed for today with details ${DETAILS}.`,
    },
    after: { create: record('option_added'), update: record('option_modified'), remove: record('option_removed') },
  });
}
