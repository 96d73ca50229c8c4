import { quickSupportCategorySchema } from '@care/contracts/support/schemas';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../config.ts';

// A recursive schema (a quick-support category holds categories) can only be written as a
// reference to itself: registered with an id, it becomes #/components/schemas/QuickSupportCategory
// (without the id the generator refers to a `schema0` it never writes, and validators fail).
if (!z.globalRegistry.has(quickSupportCategorySchema))
  z.globalRegistry.add(quickSupportCategorySchema, { id: 'QuickSupportCategory' });

/** Every failure is the envelope with status 0 and the HTTP code repeated in statusCode. */
const errorEnvelope = {
  description: 'The envelope with status 0; message says what is wrong (or message.reason).',
  type: 'object',
  required: ['status', 'statusCode', 'message', 'data'],
  properties: {
    status: { type: 'integer', enum: [0] },
    statusCode: { type: 'integer' },
    message: {
      anyOf: [{ type: 'string' }, { type: 'object', properties: { reason: { type: 'string' } } }],
    },
    data: {},
  },
};

type Transform = typeof jsonSchemaTransform;

/** The zod transform, then the error answers every operation can give (4xx and 5xx ranges). */
const transform: Transform = (input) => {
  const out = jsonSchemaTransform(input) as ReturnType<Transform> & {
    schema: { response?: Record<string, unknown>; hide?: boolean };
  };
  if (out.schema && !out.schema.hide)
    out.schema.response = { ...out.schema.response, '4xx': errorEnvelope, '5xx': errorEnvelope };
  return out;
};

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
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: "The patient's session token." },
          consoleToken: {
            type: 'http',
            scheme: 'bearer',
            description:
              "A console session token (staff sign-in: e-mail, password and TOTP code); never a patient's token, which these routes refuse.",
          },
          phoneToken: {
            type: 'http',
            scheme: 'bearer',
            description:
              'The phone-verification token answered by validate-otp (sign-up: check-patient-exists, verify-dtrf-patient, register).',
          },
        },
      },
    },
    transform,
    transformObject: jsonSchemaTransformObject,
  });
  if (config.apiDocs) await site.register(swaggerUi, { routePrefix: '/docs' });
}
