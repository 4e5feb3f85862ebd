import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod'
import { club } from '../../common/club.ts'

/** Builds the OpenAPI document from every route's zod schemas; must be registered before the routes. */
async function apiDocs(app: FastifyInstance, options: { version: string }) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${club.name} API`,
        description:
          'Every call the web app makes. A refusal answers the one `Problem` shape: JSON with a human-readable ' +
          '`detail`, for some calls a `rule`, and the fields a call documents.',
        version: options.version,
      },
    },
    transform: jsonSchemaTransform,
    // Schemas with an `id` in zod's registry (the Problem) become components that responses refer to.
    transformObject: jsonSchemaTransformObject,
  })
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // Swagger UI inserts style elements at run time; only its own pages may do so.
    transformStaticCSP: (header) => header.replace("style-src 'self'", "style-src 'self' 'unsafe-inline'"),
  })
}

export default fp(apiDocs, { name: 'api-docs' })
