import type { FastifyInstance } from 'fastify';

/**
 * JSON bodies as Fastify parses them (with its guard against prototype poisoning), except that
 * an empty one reads as {}: the apps send some bodiless POSTs with Content-Type:
 * application/json (the spec's `POST patient/remove-profile-pic`), which Fastify would refuse.
 */
export function acceptEmptyJsonBody(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser(
    app.initialConfig.onProtoPoisoning ?? 'error',
    app.initialConfig.onConstructorPoisoning ?? 'ignore',
  );
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') return done(null, {});
    parse(request, text, done);
  });
}
