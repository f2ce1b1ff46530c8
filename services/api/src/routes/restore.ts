/**
 * Undo of a one-click delete (issue 28): POST /api/{collection}/restore puts a deleted row back
 * exactly as the client last read it (same id, createdAt, updatedAt and version) and takes back the
 * history entry its delete recorded, in one transaction. Kept apart from the CRUD route files: it
 * needs nothing from them but their models.
 */
import { createRoute, type z } from '@hono/zod-openapi';
import {
  FlowHoldingCreateSchema,
  FlowHoldingSchema,
  HoldingCreateSchema,
  HoldingSchema,
  OptionCreateSchema,
  OptionPositionSchema,
  UnusualFlowCreateSchema,
  UnusualFlowSchema,
  type ActivityFund,
  type ActivityType,
} from '@tradeboard/types';
import type { ClientSession, Connection, Model } from 'mongoose';
import { flowHoldingModel } from '../db/models/flow-holdings.js';
import { holdingModel } from '../db/models/holdings.js';
import { optionModel } from '../db/models/options.js';
import { portfolioActivityModel } from '../db/models/portfolio-activity.js';
import { unusualFlowModel } from '../db/models/unusual-flow.js';
import { toApi } from '../db/serialize.js';
import { inTransaction } from '../db/transaction.js';
import type { AppDeps } from '../deps.js';
import { conflict, isDuplicateKey } from '../http/errors.js';
import { adminOnly, errors, json, jsonBody, named } from '../http/openapi.js';
import { createRouter } from '../http/router.js';
import { todayUs } from '../services/calendar.js';
import { assertNoImportRunning } from '../services/fund-lock.js';
import { checkedId } from '../http/params.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- one restore serves four models
type AnyModel = Model<any>;

type Row = Record<string, unknown> & { id: string; createdAt: string; updatedAt: string };

/** The history entry a delete recorded for a row: taken back with the undo. */
interface RemovalEntry {
  activityType: ActivityType;
  fund: (row: Row) => ActivityFund;
  details: (row: Row) => Record<string, unknown>;
}

interface Restorable {
  path: string;
  what: string;
  tag: string;
  /** The row as the list answered it. */
  schema: z.ZodObject;
  /** The values a new row may have: a restored one must pass the same rules. */
  createSchema: z.ZodObject;
  model: (db: Connection) => AnyModel;
  removal?: RemovalEntry;
  /** 409 message when a row like it was added meanwhile (a unique index). */
  taken?: (row: Row) => string;
  /** Refuses before anything is written, as the delete does (a holding while its fund is importing). */
  guard?: (db: Connection, row: Row) => Promise<void>;
}

const optionDetails = (row: Row) => ({
  strike: row.strike,
  expiry: row.expiry,
  optionType: row.optionType,
  quantity: row.quantity,
  price: row.price,
});

const RESTORABLE: readonly Restorable[] = [
  {
    path: '/unusual-flow/restore',
    what: 'Flow alert',
    tag: 'Unusual flow',
    schema: UnusualFlowSchema,
    createSchema: UnusualFlowCreateSchema,
    model: unusualFlowModel,
  },
  {
    path: '/flow-holdings/restore',
    what: 'Flow position',
    tag: 'Flow holdings',
    schema: FlowHoldingSchema,
    createSchema: FlowHoldingCreateSchema,
    model: flowHoldingModel,
  },
  {
    path: '/options/restore',
    what: 'Option position',
    tag: 'Options',
    schema: OptionPositionSchema,
    createSchema: OptionCreateSchema,
    model: optionModel,
    removal: { activityType: 'option_removed', fund: (row) => row.fund as ActivityFund, details: optionDetails },
  },
  {
    path: '/holdings/restore',
    what: 'Holding',
    tag: 'Holdings',
    schema: HoldingSchema,
    createSchema: HoldingCreateSchema,
    model: holdingModel,
    removal: {
      activityType: 'holding_removed',
      fund: (row) => row.fund as ActivityFund,
      details: (row) => ({ quantity: row.quantity, price: row.tradePrice }),
    },
    taken: (row) => `${String(row.ticker)} is already in ${String(row.fund)}`,
    // An import replaces the fund's holdings: a row put back in the middle of one would be lost or doubled.
    guard: (db, row) => assertNoImportRunning(db, String(row.fund)),
  },
];

export function restoreRoutes(deps: AppDeps) {
  const router = createRouter();
  const activity = portfolioActivityModel(deps.db);

  /** Takes back today's newest matching removal entry, if the delete recorded one today. */
  const takeBackRemoval = async (removal: RemovalEntry, row: Row, session: ClientSession) => {
    await activity.findOneAndDelete(
      {
        fund: removal.fund(row),
        date: todayUs(deps.clock()),
        activityType: removal.activityType,
        ticker: String(row.ticker),
        details: JSON.stringify(removal.details(row)),
      },
      { sort: { createdAt: -1, _id: -1 }, session },
    );
  };

  for (const kind of RESTORABLE) {
    const route = createRoute({
      method: 'post',
      path: kind.path,
      tags: [kind.tag],
      security: adminOnly,
      summary: `Undo the delete of a ${kind.what.toLowerCase()}`,
      description:
        'Body: the row as the list answered it before the delete. It comes back with the same id, createdAt, ' +
        'updatedAt and version' +
        (kind.removal ? `, and today's ${kind.removal.activityType} entry its delete recorded is taken back` : '') +
        '. 409 when a row with that id exists' +
        (kind.taken ? ' or the same ticker was added to the fund meanwhile' : '') +
        (kind.guard ? ", or while an import of the row's fund is running" : '') +
        '.',
      // The row's shape with the rules a new row must pass.
      request: jsonBody(kind.schema.extend(kind.createSchema.shape)),
      responses: {
        201: json(named(kind.schema, `${kind.what.replace(/ /g, '')}Restored`), 'Restored'),
        ...errors(400, 401, 403, 409),
      },
    });
    router.openapi(route, async (c) => {
      const row = c.req.valid('json') as Row;
      checkedId(row.id, kind.what);
      const model = kind.model(deps.db);
      await kind.guard?.(deps.db, row);
      const restored = await inTransaction(deps.db, async (session) => {
        if (await model.exists({ _id: row.id }).session(session)) throw conflict(`${kind.what} already exists`);
        const { id, createdAt, updatedAt, ...fields } = row;
        const document = { ...fields, _id: id, createdAt: new Date(createdAt), updatedAt: new Date(updatedAt) };
        try {
          // timestamps off: the row keeps the dates it had.
          const [saved] = await model.create([document], { session, timestamps: false });
          if (kind.removal) await takeBackRemoval(kind.removal, row, session);
          return saved!;
        } catch (error) {
          if (kind.taken && isDuplicateKey(error)) throw conflict(kind.taken(row));
          throw error;
        }
      });
      return c.json(toApi(restored) as Row, 201);
    });
  }
  return router;
}
