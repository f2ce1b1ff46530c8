/** The trading library: courses, lessons and documentation, mounted as one route group. */
import type { AppDeps } from '../../deps.js';
import { createRouter } from '../../http/router.js';
import { courseRoutes } from './courses.js';
import { documentationRoutes } from './documentation.js';
import { lessonRoutes } from './lessons.js';

export function libraryRoutes(deps: AppDeps) {
  return createRouter()
    .route('/', courseRoutes(deps))
    .route('/', lessonRoutes(deps))
    .route('/', documentationRoutes(deps));
}
