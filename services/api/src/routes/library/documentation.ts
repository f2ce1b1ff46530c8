/** Documentation pages: GET/POST /api/documentation, PATCH/DELETE /api/documentation/{id}. */
import { DocumentationCreateSchema, DocumentationSchema, DocumentationUpdateSchema } from '@tradeboard/types';
import { adminSession } from '../../auth/admin-session.js';
import { sessionStoreFor } from '../../auth/sessions.js';
import { documentationModel } from '../../db/models/documentation.js';
import type { AppDeps } from '../../deps.js';
import { named } from '../../http/openapi.js';
import { collectionRoutes } from '../collection-routes.js';
import { LIST_ORDER, LIST_ORDER_TEXT, PUBLISHED, VISIBILITY_TEXT, tags } from './shared.js';

export function documentationRoutes(deps: AppDeps) {
  const sessions = sessionStoreFor(deps);

  return collectionRoutes({
    path: '/documentation',
    db: deps.db,
    model: documentationModel(deps.db),
    what: 'Document',
    tags,
    schemas: {
      name: 'Documentation',
      item: named(DocumentationSchema, 'Documentation'),
      create: named(DocumentationCreateSchema, 'DocumentationCreate'),
      update: named(DocumentationUpdateSchema, 'DocumentationUpdate'),
    },
    list: {
      summary: 'All documentation pages',
      description: `${VISIBILITY_TEXT} ${LIST_ORDER_TEXT}`,
      answer: 'Documentation pages',
      order: LIST_ORDER,
      filter: async (_query, c) => ((await adminSession(c, sessions)) ? {} : PUBLISHED),
    },
    create: {
      summary: 'Create a documentation page',
      description:
        'title, content and category are required; tags and attachments default to [], isPublished to true, orderIndex to 0.',
    },
    update: {
      summary: 'Update a documentation page',
      description: 'Partial update; null clears notionId.',
      answer: 'The updated page',
    },
    remove: { summary: 'Delete a documentation page' },
  });
}
