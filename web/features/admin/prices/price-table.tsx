import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { type FieldErrors, type Resolver, type UseFormRegister, useForm } from 'react-hook-form'
import { type TourType, tourTypes } from '../../../../common/booking/tours.ts'
import { problemMessage } from '../../../lib/api-request.ts'
import { queryClient } from '../../../lib/query-client.ts'
import { AlertMessage } from '../../../ui/alert-message.tsx'
import { buttonClass } from '../../../ui/button-styles.ts'
import type { ResultMessage } from '../../../ui/dialog.tsx'
import { TextField } from '../../../ui/form-field.tsx'
import { LazyResultDialog } from '../../../ui/lazy-result-dialog.tsx'
import { useNarrowScreen } from '../../../ui/use-narrow-screen.ts'
import { adminResult } from '../admin-result.ts'
import { adminBookingKeys } from '../bookings/bookings-client.ts'
import { smallButtonClass } from '../captains/small-button.ts'
import { emptyPriceFields, type PriceFields, pointsLabel, priceRequest, tourLabel } from './price-changes.ts'
import { priceKeys, type PricesRequest, savePrices, type VesselPrices } from './prices-client.ts'

interface PriceTableProps {
  prices: VesselPrices
  vesselName: string
}

interface RowProps {
  tourType: TourType
  prices: VesselPrices
  register: UseFormRegister<PriceFields>
  errors: FieldErrors<PriceFields>
  onReset: (tourType: TourType) => void
  busy: boolean
}

function ResetButton({ tourType, prices, onReset, busy }: Omit<RowProps, 'register' | 'errors'>) {
  if (!prices.overridden.includes(tourType)) return <span className="text-sm text-navy-800">Default in force</span>
  return (
    <button type="button" className={smallButtonClass} disabled={busy} onClick={() => onReset(tourType)}>
      Reset to default<span className="sr-only"> for {tourType}</span>
    </button>
  )
}

function Current({ tourType, prices }: Pick<RowProps, 'tourType' | 'prices'>) {
  const points = prices.prices[tourType] ?? 0
  return (
    <>
      {pointsLabel(points)}
      {prices.overridden.includes(tourType) && (
        <span className="ml-2 rounded-sm bg-gold-400/30 px-2 py-0.5 text-xs font-semibold text-navy-950">Override</span>
      )}
    </>
  )
}

const priceField = (tourType: TourType, { register, errors }: Pick<RowProps, 'register' | 'errors'>) => (
  <TextField
    label={`New price for ${tourLabel(tourType)}`}
    inputMode="numeric"
    autoComplete="off"
    placeholder="Points"
    error={errors[tourType]?.message}
    {...register(tourType)}
  />
)

/** A vessel's tour types: default and current price, a field for a new one, and a reset where it is overridden. */
export function PriceTable({ prices, vesselName }: PriceTableProps) {
  const narrow = useNarrowScreen()
  const [result, setResult] = useState<ResultMessage | null>(null)
  const resolver: Resolver<PriceFields, unknown, PricesRequest> = (fields) => {
    const check = priceRequest(fields, prices)
    if (check.ok) return { values: check.request, errors: {} }
    const errors = Object.fromEntries(
      check.problems.map(({ tourType, message }) => [tourType, { type: 'validate', message }]),
    )
    return { values: {}, errors }
  }
  const form = useForm<PriceFields, unknown, PricesRequest>({ defaultValues: emptyPriceFields(), resolver })
  const errors = form.formState.errors
  const save = useMutation(
    {
      mutationFn: (request: PricesRequest) => savePrices(prices.vessel_id, request),
      onSuccess: (saved, request) => {
        queryClient.setQueryData(priceKeys.vessel(prices.vessel_id), saved)
        void queryClient.invalidateQueries({ queryKey: adminBookingKeys.vessels })
        form.reset(emptyPriceFields())
        const said = Object.keys(request.prices).map((tourType) =>
          request.prices[tourType as TourType] === null
            ? `${tourType} is back to its default, ${pointsLabel(saved.prices[tourType] ?? 0)}`
            : `${tourType} is now ${pointsLabel(saved.prices[tourType] ?? 0)}`,
        )
        setResult(adminResult('Successfull', `${vesselName}: ${said.join('; ')}.`))
      },
    },
    queryClient,
  )
  const [nothing, setNothing] = useState(false)
  const rowProps = (tourType: TourType): RowProps => ({
    tourType,
    prices,
    register: form.register,
    errors,
    onReset: (type) => save.mutate({ prices: { [type]: null } }),
    busy: save.isPending,
  })

  return (
    <form
      noValidate
      aria-label={`Prices of ${vesselName}`}
      onSubmit={form.handleSubmit((request) => {
        setNothing(Object.keys(request.prices).length === 0)
        if (Object.keys(request.prices).length > 0) save.mutate(request)
      })}
    >
      {narrow ? (
        <ol aria-label={`Tour types of ${vesselName}`} className="grid gap-3">
          {tourTypes.map((tourType) => (
            <li key={tourType} className="bg-white p-4 text-sm text-navy-900 ring-1 ring-navy-900/10">
              <h3 className="font-semibold">{tourLabel(tourType)}</h3>
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
                <dt className="text-navy-800">Default</dt>
                <dd>{pointsLabel(prices.defaults[tourType] ?? 0)}</dd>
                <dt className="text-navy-800">Current</dt>
                <dd>
                  <Current tourType={tourType} prices={prices} />
                </dd>
              </dl>
              <div className="mt-3">{priceField(tourType, rowProps(tourType))}</div>
              <div className="mt-3">
                <ResetButton {...rowProps(tourType)} />
              </div>
            </li>
          ))}
        </ol>
      ) : (
        <div
          role="region"
          aria-label={`Tour types of ${vesselName}`}
          className="overflow-x-auto bg-white ring-1 ring-navy-900/10"
        >
          <table className="w-full text-left text-sm">
            <thead className="bg-navy-900 text-sand-50">
              <tr>
                {['Tour', 'Default', 'Current', 'New price', 'Reset'].map((heading) => (
                  <th key={heading} scope="col" className="px-3 py-2 font-medium whitespace-nowrap">
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {tourTypes.map((tourType) => (
                <tr key={tourType} className="border-t border-navy-900/10 align-middle text-navy-900">
                  <th scope="row" className="px-3 py-2 font-medium whitespace-nowrap">
                    {tourLabel(tourType)}
                  </th>
                  <td className="px-3 py-2 whitespace-nowrap">{pointsLabel(prices.defaults[tourType] ?? 0)}</td>
                  <td className="px-3 py-2 whitespace-nowrap">
                    <Current tourType={tourType} prices={prices} />
                  </td>
                  <td className="px-3 py-2 [&_label]:sr-only [&_input]:mt-0 [&_input]:py-2">
                    {priceField(tourType, rowProps(tourType))}
                  </td>
                  <td className="px-3 py-2">
                    <ResetButton {...rowProps(tourType)} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <AlertMessage reserveSpace className="mt-4">
        {save.isError ? problemMessage(save.error, 'The prices could not be saved.') : ''}
      </AlertMessage>
      {nothing && <p className="mt-2 text-sm text-navy-800">Type a new price for a tour type to save it.</p>}
      <button type="submit" className={buttonClass('navy', 'mt-4')} disabled={save.isPending}>
        {save.isPending ? 'Saving…' : 'Save'}
      </button>
      <LazyResultDialog message={result} onClose={() => setResult(null)} />
    </form>
  )
}
