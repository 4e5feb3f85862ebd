import { z } from './zod.ts'

/** The largest id a stored row may have (a PostgreSQL integer): anything larger names nothing, and is refused. */
export const MAX_ROW_ID = 2_147_483_647

/** A stored row's id in a JSON body: a whole number from 1 to the largest integer the database stores. */
export const rowIdSchema = (what: string) =>
  z
    .number({ error: `must be ${what}` })
    .int({ error: `must be ${what}` })
    .positive({ error: `must be ${what}` })
    .max(MAX_ROW_ID, { error: `must be ${what}` })

/** The same id written in a path or query string. */
export const rowIdParamSchema = (what: string) => z.coerce.number({ error: `must be ${what}` }).pipe(rowIdSchema(what))
