import type { FastifyInstance } from 'fastify'

export type Access = 'public' | 'signed-in' | 'account' | 'crew' | 'admin'

/** The JSON Schema keywords the API reference's zod schemas become. */
export interface JsonSchema {
  type?: string | string[]
  enum?: unknown[]
  const?: unknown
  format?: string
  pattern?: string
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  exclusiveMaximum?: number
  properties?: Record<string, JsonSchema>
  required?: string[]
  additionalProperties?: boolean | JsonSchema
  items?: JsonSchema
  minItems?: number
  maxItems?: number
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  allOf?: JsonSchema[]
  default?: unknown
}

export interface Parameter {
  name: string
  in: 'path' | 'query' | 'header'
  required: boolean
  schema: JsonSchema
}

export type BodyType = 'application/json' | 'application/x-www-form-urlencoded' | 'multipart/form-data'

/** One call of the API reference, as the fuzzer sends it. */
export interface Operation {
  method: string
  /** The path template, `{name}` for each path parameter. */
  path: string
  access: Access
  parameters: Parameter[]
  /** The body's schema for each content type the call takes. */
  bodies: Partial<Record<BodyType, JsonSchema>>
}

interface DocumentOperation {
  'x-access': Access
  parameters?: Parameter[]
  requestBody?: { content: Record<string, { schema: JsonSchema }> }
}

export const operationName = (operation: Operation) => `${operation.method} ${operation.path}`

/** Every operation the app's OpenAPI document lists: a new route is fuzzed without being named anywhere. */
export function operationsOf(app: FastifyInstance): Operation[] {
  const { paths } = app.swagger() as unknown as { paths: Record<string, Record<string, DocumentOperation>> }
  return Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      access: operation['x-access'],
      parameters: operation.parameters ?? [],
      bodies: Object.fromEntries(
        Object.entries(operation.requestBody?.content ?? {}).map(([type, content]) => [type, content.schema]),
      ),
    })),
  )
}
