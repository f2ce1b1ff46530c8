/**
 * GET /api/events: server-sent events telling an open page which resources changed, so it refetches
 * them instead of polling. Public like the reads, and it carries no data the reads do not give:
 * only resource names and event ids (admin-only resources only to admin sessions).
 */
import { createRoute, z } from '@hono/zod-openapi';
import { LIVE_RESOURCE_NAMES } from '@tradeboard/types';
import { readSessionToken, sessionStoreFor } from '../auth/sessions.js';
import type { AppDeps } from '../deps.js';
import { clientIp } from '../http/client-ip.js';
import { ApiError } from '../http/errors.js';
import { errors } from '../http/openapi.js';
import { createRouter } from '../http/router.js';
import { LiveClient } from '../live/live-client.js';

const events = createRoute({
  method: 'get',
  path: '/events',
  tags: ['Live updates'],
  summary: 'Live updates (server-sent events)',
  description:
    'A text/event-stream that stays open. `event: changed` with `data: {"resources":[...],"id":"..."}` names the resources ' +
    `that changed (${LIVE_RESOURCE_NAMES.join(', ')}; bot-analysis only to an admin session), changes within 100 ms together; ` +
    'every event has an `id:`. Reconnecting with `Last-Event-ID` first sends one event with what was missed, or `event: reset` ' +
    '(refetch everything) when that is further back than the server remembers. A comment line every 15 s keeps the stream open. ' +
    '429 past the number of open streams allowed per client address; 503 when live updates are not running.',
  request: { headers: z.object({ 'last-event-id': z.string().max(200).optional() }) },
  responses: {
    200: { description: 'The event stream', content: { 'text/event-stream': { schema: z.string() } } },
    ...errors(429),
    503: { description: 'Live updates are not available' },
  },
});

export function eventRoutes(deps: AppDeps) {
  const sessions = sessionStoreFor(deps);
  const router = createRouter();
  router.openapi(events, async (c) => {
    const hub = deps.live;
    if (!hub) return c.json({ message: 'Live updates are not available' }, 503) as never;
    const address = clientIp(c, deps.config.trustProxy);
    if (hub.countFrom(address) >= deps.config.liveStreamsPerClient) {
      throw new ApiError(429, 'Too many live update streams from this address');
    }
    const admin = (await sessions.find(readSessionToken(c))) !== null;
    const client = new LiveClient(address, admin, c.req.raw.signal);
    hub.add(client, c.req.valid('header')['last-event-id']);
    return new Response(client.body, {
      status: 200,
      headers: {
        'content-type': 'text/event-stream; charset=utf-8',
        // Never cached or transformed (compressed) on the way: events must arrive as they are written.
        'cache-control': 'no-cache, no-transform',
        'x-accel-buffering': 'no',
      },
    }) as never;
  });
  return router;
}
