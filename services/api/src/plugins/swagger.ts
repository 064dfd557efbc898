import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI document from the routes' zod schemas; UI at /documentation, JSON at /documentation/json. */
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
    await app.register(swaggerUi, { routePrefix: '/documentation', staticCSP: true });
  },
  { name: 'swagger' },
);
