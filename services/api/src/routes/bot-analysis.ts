/** Screenshot bot analysis: placeholders answering 501 until the feature's own issue lands. */
import { createRoute } from '@hono/zod-openapi';
import { BOT_ANALYSIS_NOT_IMPLEMENTED } from '@tradeboard/types';
import type { AppDeps } from '../deps.js';
import { ApiError } from '../http/errors.js';
import { adminOnly, errors } from '../http/openapi.js';
import { createRouter } from '../http/router.js';

const tags = ['Bot analysis'];
const description = `Not available yet: answers 501 "${BOT_ANALYSIS_NOT_IMPLEMENTED}"`;

const analyzeScreenshots = createRoute({
  method: 'post',
  path: '/analyze-screenshots',
  tags,
  security: adminOnly,
  summary: 'Analyse uploaded chart screenshots (multipart)',
  description,
  responses: errors(401, 403, 501),
});

const listBotAnalysis = createRoute({
  method: 'get',
  path: '/bot-analysis',
  tags,
  summary: 'Bot analysis results',
  description,
  responses: errors(501),
});

const applyBotAnalysis = createRoute({
  method: 'post',
  path: '/apply-bot-analysis',
  tags,
  security: adminOnly,
  summary: 'Apply bot analysis results to the watchlist',
  description,
  responses: errors(401, 403, 501),
});

export function botAnalysisRoutes(_deps: AppDeps) {
  const router = createRouter();
  const notImplemented = () => {
    throw new ApiError(501, BOT_ANALYSIS_NOT_IMPLEMENTED);
  };
  router.openapi(analyzeScreenshots, notImplemented);
  router.openapi(listBotAnalysis, notImplemented);
  router.openapi(applyBotAnalysis, notImplemented);
  return router;
}
