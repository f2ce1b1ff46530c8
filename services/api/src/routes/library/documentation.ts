/** Documentation pages: GET/POST /api/documentation, PATCH/DELETE /api/documentation/{id}. */
import { createRoute, z } from '@hono/zod-openapi';
import {
  DocumentationCreateSchema,
  DocumentationSchema,
  DocumentationUpdateSchema,
  type Documentation,
} from '@tradeboard/types';
import { documentationModel } from '../../db/models/documentation.js';
import { toApi, toApiList } from '../../db/serialize.js';
import type { AppDeps } from '../../deps.js';
import { notFound } from '../../http/errors.js';
import { ifMatchOf, setEtag, updateIfMatch } from '../../http/if-match.js';
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
} from '../../http/openapi.js';
import { createRouter } from '../../http/router.js';
import { adminSession } from '../../auth/admin-session.js';
import { sessionStoreFor } from '../../auth/sessions.js';
import { IdParams, LIST_ORDER, LIST_ORDER_TEXT, PUBLISHED, VISIBILITY_TEXT, tags } from './shared.js';

const Documentation = named(DocumentationSchema, 'Documentation');
const params = IdParams;
const DOCUMENT_NOT_FOUND = 'Document not found';

const listDocumentation = createRoute({
  method: 'get',
  path: '/documentation',
  tags,
  summary: 'All documentation pages',
  description: `${VISIBILITY_TEXT} ${LIST_ORDER_TEXT}`,
  responses: { 200: json(z.array(Documentation), 'Documentation pages') },
});

const createDocumentation = createRoute({
  method: 'post',
  path: '/documentation',
  tags,
  security: adminOnly,
  summary: 'Create a documentation page',
  description:
    'title, content and category are required; tags and attachments default to [], isPublished to true, orderIndex to 0.',
  request: jsonBody(named(DocumentationCreateSchema, 'DocumentationCreate')),
  responses: { 201: json(Documentation, 'Created'), ...errors(400, 401, 403) },
});

const updateDocumentation = createRoute({
  method: 'patch',
  path: '/documentation/{id}',
  tags,
  security: adminOnly,
  summary: 'Update a documentation page',
  description: 'Partial update; null clears notionId.',
  request: { params, ...ifMatch, ...jsonBody(named(DocumentationUpdateSchema, 'DocumentationUpdate')) },
  responses: {
    200: jsonWithEtag(Documentation, 'The updated page'),
    ...errors(400, 401, 403, 404),
    ...staleWrite(Documentation, 'Documentation'),
  },
});

const deleteDocumentation = createRoute({
  method: 'delete',
  path: '/documentation/{id}',
  tags,
  security: adminOnly,
  summary: 'Delete a documentation page',
  request: { params },
  responses: { ...noContent, ...errors(401, 403, 404) },
});

export function documentationRoutes(deps: AppDeps) {
  const documentation = documentationModel(deps.db);
  const sessions = sessionStoreFor(deps);
  const router = createRouter();

  router.openapi(listDocumentation, async (c) => {
    const filter = (await adminSession(c, sessions)) ? {} : PUBLISHED;
    return c.json(toApiList<Documentation>(await documentation.find(filter).sort(LIST_ORDER).lean()), 200);
  });

  router.openapi(createDocumentation, async (c) => {
    return c.json(toApi<Documentation>(await documentation.create(c.req.valid('json'))), 201);
  });

  router.openapi(updateDocumentation, async (c) => {
    const { id } = c.req.valid('param');
    const notFoundError = (): never => {
      throw notFound(DOCUMENT_NOT_FOUND);
    };
    const updated = await updateIfMatch(
      documentation,
      { _id: id },
      { $set: c.req.valid('json') },
      ifMatchOf(c.req.valid('header')),
      notFoundError,
      {
        runValidators: true,
      },
    );
    setEtag(c, updated);
    return c.json(toApi<Documentation>(updated), 200);
  });

  router.openapi(deleteDocumentation, async (c) => {
    const { id } = c.req.valid('param');
    const { deletedCount } = await documentation.deleteOne({ _id: id });
    if (deletedCount === 0) throw notFound(DOCUMENT_NOT_FOUND);
    return c.body(null, 204);
  });

  return router;
}
