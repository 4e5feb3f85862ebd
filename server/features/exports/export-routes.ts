import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { csvExportSchema, type ExportDataset } from '../../../common/back-office.ts'
import type { Db } from '../../db/database.ts'
import { recordAudit } from '../audit/audit-log.ts'
import { membersCsv, visitorsCsv } from './export-data.ts'
import { problemAnswers } from '../../problem.ts'

const exporters: Record<ExportDataset, { write: (db: Db) => Promise<{ csv: string; rows: number }>; what: string }> = {
  visitors: { write: visitorsCsv, what: 'every visitor form’s submissions, with a `form` column naming the form' },
  members: { write: membersCsv, what: 'every account, without password hashes, bank details or license numbers' },
}

const csvFile = z.string().meta({ description: 'RFC 4180 CSV with a header row' })

/**
 * Export Data (portal-and-admin.md §2 screen 6; member-api §5): CSV that a spreadsheet opens safely, for admins only.
 * Each export is an audit entry: who took which data, and how many rows.
 */
const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['Back office']

  async function exported(dataset: ExportDataset, actorId: number) {
    const { csv, rows } = await exporters[dataset].write(app.db)
    await recordAudit(app.db, { actorId, action: 'data.export', targetMemberId: null, details: { dataset, rows } })
    return csv
  }

  for (const dataset of ['visitors', 'members'] as const) {
    const { what } = exporters[dataset]
    app.post(
      `/export-data/export/${dataset}`,
      {
        config: { access: 'admin' },
        schema: {
          tags,
          summary: `Export ${dataset} as CSV text`,
          description: `${what}. RFC 4180; a cell a spreadsheet would run as a formula starts with \`'\`.`,
          response: { 200: csvExportSchema, ...problemAnswers(401, 403) },
        },
      },
      async (request) => {
        return { csv_data: await exported(dataset, request.member!.id) }
      },
    )

    app.get(
      `/export-data/export/${dataset}.csv`,
      {
        config: { access: 'admin' },
        schema: {
          tags,
          summary: `Download ${dataset}.csv`,
          description: `${what}, as a file.`,
          response: {
            200: { description: `${dataset}.csv`, content: { 'text/csv': { schema: csvFile } } },
            ...problemAnswers(401, 403),
          },
        },
      },
      async (request, reply) => {
        const csv = await exported(dataset, request.member!.id)
        return reply
          .header('content-disposition', `attachment; filename="${dataset}.csv"`)
          .type('text/csv; charset=utf-8')
          .send(csv)
      },
    )
  }
}

export default exportRoutes
