import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { AUTH_SCHEME } from '@miaoyu/contracts';

/** OpenAPI generated from the zod schemas of packages/contracts; Swagger UI at /docs (when API_DOCS). */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: '妙语 AI Studio API',
          description: `Authenticate with \`Authorization: ${AUTH_SCHEME} <base64(userId:token)>\`.`,
          version: '0.1.0',
        },
        components: {
          securitySchemes: {
            studioToken: { type: 'apiKey', in: 'header', name: 'Authorization' },
            /** A helper's API key, for its OpenAI-compatible API (`/v1/openai`). */
            helperKey: { type: 'http', scheme: 'bearer' },
            /** A bot visitor's signed id (`POST /v1/case/visitors`). */
            visitorToken: { type: 'apiKey', in: 'header', name: 'x-visitor-token' },
          },
        },
      },
      transform: jsonSchemaTransform,
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(swaggerUi, {
      routePrefix: '/docs',
      // Swagger UI sets inline styles; scripts stay limited to our own origin.
      staticCSP:
        "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
        "connect-src 'self'; object-src 'none'; frame-ancestors 'self'",
    });
  },
  { name: 'swagger' },
);
