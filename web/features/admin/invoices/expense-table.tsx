import { type UseFormReturn, useFieldArray, useWatch } from 'react-hook-form'
import { type InvoiceRequest, MAX_INVOICE_LINES } from '../../../../common/billing/billing-api.ts'
import { typedTotalCents } from '../../../../common/billing/dollar-input.ts'
import { formatCents } from '../../../../common/money.ts'
import { TextField } from '../../../ui/form-field.tsx'
import { useNarrowScreen } from '../../../ui/use-narrow-screen.ts'
import { smallButtonClass } from '../captains/small-button.ts'
import { emptyLine, type ExpenseFields } from './expense-form.ts'

type ExpenseForm = UseFormReturn<ExpenseFields, unknown, InvoiceRequest>

interface LineProps {
  form: ExpenseForm
  index: number
  onRemove: (() => void) | undefined
}

function Particulars({ form, index }: LineProps) {
  return (
    <TextField
      label={`Particulars, row ${index + 1}`}
      autoComplete="off"
      placeholder="Booking fee"
      error={form.formState.errors.lines?.[index]?.particulars?.message}
      {...form.register(`lines.${index}.particulars`)}
    />
  )
}

function Amount({ form, index }: LineProps) {
  return (
    <TextField
      label={`Amount, row ${index + 1}`}
      inputMode="decimal"
      autoComplete="off"
      placeholder="0.00"
      className="text-right tabular-nums"
      error={form.formState.errors.lines?.[index]?.amount?.message}
      {...form.register(`lines.${index}.amount`)}
    />
  )
}

function RemoveButton({ index, onRemove }: Pick<LineProps, 'index' | 'onRemove'>) {
  return (
    <button type="button" className={smallButtonClass} disabled={!onRemove} onClick={onRemove}>
      Remove<span className="sr-only"> row {index + 1}</span>
    </button>
  )
}

const headingClass = 'px-3 py-2 font-medium whitespace-nowrap'

/**
 * The expense table (portal-and-admin.md §2): Serial No. (shown, not stored), Particulars and Amount in dollars, a
 * remove button per row, Add Row for the next serial number and the running Total. A phone shows each row as a card.
 */
export function ExpenseTable({ form }: { form: ExpenseForm }) {
  const narrow = useNarrowScreen()
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'lines' })
  const lines = useWatch({ control: form.control, name: 'lines' })
  const total = typedTotalCents(lines.map((line) => line.amount))
  const lineProps = (index: number): LineProps => ({
    form,
    index,
    onRemove: fields.length > 1 ? () => remove(index) : undefined,
  })
  const linesError = form.formState.errors.lines?.root?.message ?? form.formState.errors.lines?.message

  return (
    <div>
      {narrow ? (
        <ol aria-label="Expenses" className="grid gap-3">
          {fields.map((field, index) => (
            <li key={field.id} className="grid gap-3 bg-white p-4 ring-1 ring-navy-900/10">
              <p className="text-sm font-semibold text-navy-900">Serial No. {index + 1}</p>
              <Particulars {...lineProps(index)} />
              <Amount {...lineProps(index)} />
              <div>
                <RemoveButton {...lineProps(index)} />
              </div>
            </li>
          ))}
        </ol>
      ) : (
        <div role="region" aria-label="Expenses" className="overflow-x-auto bg-white ring-1 ring-navy-900/10">
          <table className="w-full text-left text-sm">
            <thead className="bg-navy-900 text-sand-50">
              <tr>
                <th scope="col" className={`${headingClass} w-28`}>
                  Serial No.
                </th>
                <th scope="col" className={headingClass}>
                  Particulars
                </th>
                <th scope="col" className={`${headingClass} w-48 text-right`}>
                  Amount
                </th>
                <th scope="col" className={`${headingClass} w-32`}>
                  <span className="sr-only">Remove</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {fields.map((field, index) => (
                <tr key={field.id} className="border-t border-navy-900/10 align-top text-navy-900">
                  <td className="px-3 py-4 font-medium tabular-nums">{index + 1}</td>
                  <td className="px-3 py-2 [&_input]:mt-0 [&_input]:py-2 [&_label]:sr-only">
                    <Particulars {...lineProps(index)} />
                  </td>
                  <td className="px-3 py-2 [&_input]:mt-0 [&_input]:py-2 [&_label]:sr-only">
                    <Amount {...lineProps(index)} />
                  </td>
                  <td className="px-3 py-2.5">
                    <RemoveButton {...lineProps(index)} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="mt-4 flex flex-wrap items-center justify-between gap-4">
        <button
          type="button"
          className={smallButtonClass}
          disabled={fields.length >= MAX_INVOICE_LINES}
          onClick={() => append(emptyLine)}
        >
          Add Row
        </button>
        <p className="text-lg text-navy-900">
          <span className="font-medium">Total</span>{' '}
          <output aria-live="polite" className="text-xl font-semibold tabular-nums">
            {formatCents(total)}
          </output>
        </p>
      </div>
      {linesError && <p className="mt-2 text-sm font-medium text-red-800">{linesError}</p>}
    </div>
  )
}
