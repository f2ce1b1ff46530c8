/**
 * Screenshot bot analysis: POST /api/analyze-screenshots reads the admin's screenshots of their bots'
 * position panels (OCR on this machine, nothing leaves it) and stores one proposal record per file;
 * GET /api/bot-analysis lists the records; POST /api/apply-bot-analysis sets the chosen bot flags.
 */
import { createRoute, z } from '@hono/zod-openapi';
import {
  AnalyzeScreenshotsFieldsSchema,
  ApplyBotAnalysisSchema,
  BOT_SCREENSHOT_MAX_BYTES,
  BOT_SCREENSHOT_MAX_FILES,
  BotAnalysisSchema,
  botSymbolsNotOnWatchlist,
  StockSchema,
  type BotAnalysis,
  type Stock,
} from '@tradeboard/types';
import { requireAdmin } from '../auth/admin-session.js';
import { sessionStoreFor } from '../auth/sessions.js';
import { analyseScreenshot } from '../bot-analysis/analyze.js';
import { sharedOcrPool } from '../bot-analysis/shared-pool.js';
import { receiveScreenshots } from '../bot-analysis/receive-screenshots.js';
import { botAnalysisModel } from '../db/models/bot-analysis.js';
import { stockModel } from '../db/models/stocks.js';
import { toApi, toApiList } from '../db/serialize.js';
import { inTransaction } from '../db/transaction.js';
import type { AppDeps } from '../deps.js';
import { badRequest } from '../http/errors.js';
import { adminOnly, errors, json, jsonBody, named } from '../http/openapi.js';
import { createRouter } from '../http/router.js';
import { validationErrorBody } from '../http/validation.js';

const tags = ['Bot analysis'];
const AnalysisRecord = named(BotAnalysisSchema, 'BotAnalysis');
const Stock = named(StockSchema, 'Stock');
const binary = z.string().openapi({ type: 'string', format: 'binary' });

const analyzeScreenshots = createRoute({
  method: 'post',
  path: '/analyze-screenshots',
  tags,
  security: adminOnly,
  summary: 'Read bot positions from screenshots',
  description:
    `Field screenshots: 1 to ${BOT_SCREENSHOT_MAX_FILES} PNG or JPEG images of at most ${BOT_SCREENSHOT_MAX_BYTES} bytes each, ` +
    'checked by content. Optional field bot names the bot for screenshots whose text does not. Each file gives one stored ' +
    'record whose analysisResult (JSON text, BotAnalysisResult) proposes a state per watchlist symbol found on it; ' +
    'nothing on the watchlist changes until apply-bot-analysis.',
  request: {
    body: {
      content: {
        'multipart/form-data': {
          schema: z.object({
            screenshots: z.array(binary).min(1).max(BOT_SCREENSHOT_MAX_FILES),
            bot: AnalyzeScreenshotsFieldsSchema.shape.bot,
          }),
        },
      },
      required: true,
    },
  },
  responses: {
    201: json(z.array(AnalysisRecord), 'One record per screenshot, in upload order'),
    ...errors(400, 401, 403, 413, 415),
  },
});

const listBotAnalysis = createRoute({
  method: 'get',
  path: '/bot-analysis',
  tags,
  security: adminOnly,
  summary: 'Earlier screenshot analyses',
  description:
    "Newest first. Admin only (the records hold the admin's screenshot names and their text): 401 without a session.",
  responses: { 200: json(z.array(AnalysisRecord), 'Analysis records, newest first'), ...errors(401) },
});

const applyBotAnalysis = createRoute({
  method: 'post',
  path: '/apply-bot-analysis',
  tags,
  security: adminOnly,
  summary: 'Apply chosen proposals to the watchlist',
  description:
    'Sets the named bot flags, one write per stock. A symbol no longer on the watchlist answers 400 naming it, and nothing is written.',
  request: jsonBody(named(ApplyBotAnalysisSchema, 'ApplyBotAnalysis')),
  responses: { 200: json(z.array(Stock), 'The updated stocks'), ...errors(400, 401, 403) },
});

export function botAnalysisRoutes(deps: AppDeps) {
  const records = botAnalysisModel(deps.db);
  const stocks = stockModel(deps.db);
  const router = createRouter();
  const ocr = deps.ocr ?? sharedOcrPool();
  const sessions = sessionStoreFor(deps);

  // Documented, not validated by zod-openapi (its form validator would parse the body a second time).
  router.openAPIRegistry.registerPath(analyzeScreenshots);
  router.post('/analyze-screenshots', async (c) => {
    const { screenshots, fields } = await receiveScreenshots(c.req.raw);
    const parsedFields = AnalyzeScreenshotsFieldsSchema.safeParse(fields);
    if (!parsedFields.success) return c.json(validationErrorBody(parsedFields.error), 400);
    const watchlist = (await stocks.find({}, { symbol: 1 }).lean()).map((stock) => stock.symbol);
    // Read them all first, store them after: a file that cannot be read leaves no half-written batch.
    const analysed = await Promise.all(
      screenshots.map((shot) => analyseScreenshot(ocr, shot, watchlist, parsedFields.data.bot)),
    );
    const created = await records.insertMany(
      analysed.map(({ filename, result, confidence }) => ({
        filename,
        analysisResult: JSON.stringify(result),
        confidence,
        processedAt: deps.clock(),
      })),
    );
    return c.json(toApiList<BotAnalysis>(created.map((doc) => doc.toObject())), 201);
  });

  router.openapi(listBotAnalysis, async (c) => {
    await requireAdmin(c, sessions);
    const list = await records.find().sort({ processedAt: -1, _id: -1 }).lean();
    return c.json(toApiList<BotAnalysis>(list), 200);
  });

  router.openapi(applyBotAnalysis, async (c) => {
    const { changes } = c.req.valid('json');
    const flagsBySymbol = new Map<string, Record<string, boolean>>();
    for (const { symbol, bot, inPosition } of changes)
      flagsBySymbol.set(symbol, { ...flagsBySymbol.get(symbol), [bot]: inPosition });
    const symbols = [...flagsBySymbol.keys()];
    // Every chosen stock changes, or none does.
    const updated = await inTransaction(deps.db, async (session) => {
      const present = new Set(
        (
          await stocks
            .find({ symbol: { $in: symbols } }, { symbol: 1 })
            .session(session)
            .lean()
        ).map((s) => s.symbol),
      );
      const missing = symbols.filter((symbol) => !present.has(symbol));
      if (missing.length > 0) throw badRequest(botSymbolsNotOnWatchlist(missing));
      const applied: Stock[] = [];
      for (const [symbol, flags] of flagsBySymbol) {
        const stock = await stocks
          .findOneAndUpdate({ symbol }, { $set: flags }, { returnDocument: 'after', session })
          .lean();
        if (!stock) throw badRequest(botSymbolsNotOnWatchlist([symbol]));
        applied.push(toApi<Stock>(stock));
      }
      return applied;
    });
    return c.json(updated, 200);
  });

  return router;
}
