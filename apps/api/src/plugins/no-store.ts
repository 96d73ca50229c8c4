import type { FastifyInstance } from 'fastify';

/**
 * API answers are not stored by browsers or proxies unless a route says otherwise: most
 * carry personal data (the session, the profile, moods, bookmarks, reports), and a shared
 * phone or a carrier's caching proxy must not keep them. The few public, cacheable answers
 * (the client config, the app links, the article media) set their own Cache-Control.
 */
export function noStoreByDefault(api: FastifyInstance) {
  api.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
    return payload;
  });
}
