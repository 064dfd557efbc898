import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * OpenAPI document from the routes' zod schemas (app.swagger()); UI at /documentation, JSON at
 * /documentation/json unless API_DOCS=false (default off with NODE_ENV=production).
 */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: { title: 'Academy API', version: '0.1.0', description: 'Bilingual crypto academy API' },
        components: {
          securitySchemes: {
            bearer: { type: 'http', scheme: 'bearer' },
            token: { type: 'apiKey', in: 'header', name: 'token' },
          },
        },
      },
      transform: jsonSchemaTransform,
    });
    const published = app.config.API_DOCS ?? app.config.NODE_ENV !== 'production';
    if (published) await app.register(swaggerUi, { routePrefix: '/documentation', staticCSP: true });
  },
  { name: 'swagger' },
);
