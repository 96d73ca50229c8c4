import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';

/**
 * The OpenAPI document, built from the routes' zod schemas. The interactive docs at /docs are
 * for developers: off in production unless API_DOCS=true.
 */
export async function registerApiDocs(site: FastifyInstance, config: Config) {
  await site.register(swagger, {
    openapi: {
      info: {
        title: 'Patient app API',
        version: '1.0.0',
        description: 'Every answer is {status, statusCode, message, data}.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  if (config.apiDocs) await site.register(swaggerUi, { routePrefix: '/docs' });
}
