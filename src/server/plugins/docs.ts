import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Config } from '../config';

/**
 * OpenAPI at /api/docs: a map of every call for whoever asks, so production serves it only with
 * API_DOCS=true (ADR 0100); without it /api/docs is a 404 like any unknown address.
 */
export async function registerDocs(app: FastifyInstance, config: Config) {
  if (!config.apiDocs) return;
  await app.register(swagger, {
    openapi: {
      info: {
        title: `${config.brandName} API`,
        version: '1.0.0',
        description: 'Every call the web app and operators use. Errors answer `{ message, code }`, with `field` when one input is at fault.',
      },
      tags: [
        {
          name: 'account',
          description:
            "The signed-in person's own account (/settings). Password: POST /api/user/password (other sessions end). " +
            'Sessions: GET /api/user/sessions, DELETE /api/user/sessions/others, DELETE /api/user/sessions/{sessionId}. ' +
            'Subscription: GET /api/user/subscription, POST /api/user/subscription/cancel, POST /api/user/subscription/resume (undoes a Cancel until the period ends), POST /api/user/subscription/portal. ' +
            'Data: POST /api/user/export (202, queued), GET /api/user/export/status, GET /api/user/export (the zip; 404 until ready). ' +
            'DELETE /api/user {password} deletes the account. A wrong password answers 401 INVALID_CREDENTIALS, throttled like sign-in.',
        },
      ],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // swagger-ui's own policy (its scripts are files from 'self'), except that its JavaScript sets
    // inline styles, which only 'unsafe-inline' allows, and https is only enforced where the app
    // is served over it.
    staticCSP: true,
    transformStaticCSP: (header) =>
      header
        .replace(/style-src [^;]*/, "style-src 'self' 'unsafe-inline'")
        .replace(/\s*upgrade-insecure-requests;?/, config.env === 'production' ? ' upgrade-insecure-requests;' : ''),
  });
}
