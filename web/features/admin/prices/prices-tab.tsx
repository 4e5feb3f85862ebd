import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useSearchParams } from 'react-router'
import { problemMessage } from '../../../lib/api-request.ts'
import { queryClient } from '../../../lib/query-client.ts'
import { AlertMessage } from '../../../ui/alert-message.tsx'
import { SelectField } from '../../../ui/form-field.tsx'
import { vesselsQuery } from '../bookings/bookings-client.ts'
import { vesselLabel } from '../vessel-label.ts'
import { PriceTable } from './price-table.tsx'
import { vesselPricesQuery } from './prices-client.ts'

function VesselPrices({ vesselId, vesselName }: { vesselId: string; vesselName: string }) {
  const prices = useQuery(vesselPricesQuery(vesselId), queryClient)
  if (prices.isError) {
    return <AlertMessage size="lg">{problemMessage(prices.error, 'Unable to load the prices.')}</AlertMessage>
  }
  if (!prices.data) return <p className="text-navy-800">Loading the prices…</p>
  // A fresh form for each vessel, started from what the server holds.
  return <PriceTable key={vesselId} prices={prices.data} vesselName={vesselName} />
}

/**
 * Prices (member-api §6): a vessel's price for each tour type in points beside its default, overridden or reset. The
 * chosen vessel is kept in the address.
 */
export function PricesTab() {
  const headingId = useId()
  const [search, setSearch] = useSearchParams()
  const vessels = useQuery(vesselsQuery, queryClient)
  const [vesselId, setVesselId] = useState(search.get('vessel') ?? '')
  const chosen = vessels.data?.find((vessel) => vessel.vessel_id === vesselId)

  function choose(name: string) {
    const vessel = vessels.data?.find((candidate) => vesselLabel(candidate) === name)
    setVesselId(vessel?.vessel_id ?? '')
    setSearch(vessel ? { tab: 'prices', vessel: vessel.vessel_id } : { tab: 'prices' }, { replace: true })
  }

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="font-display text-4xl font-semibold text-navy-900">
        Prices
      </h2>
      <p className="mt-3 max-w-2xl text-navy-800">
        Each tour type’s price in Mariner Points, beside its default (the listing’s points times the tour’s multiple). A
        new price is in force for quotes and bookings as soon as it is saved; existing bookings keep theirs.
      </p>
      {vessels.isError && (
        <AlertMessage size="lg" className="mt-6">
          {problemMessage(vessels.error, 'Unable to load the fleet.')}
        </AlertMessage>
      )}
      <div className="mt-6 max-w-sm">
        <SelectField
          label="Vessel"
          placeholderOption="Choose a vessel"
          options={vessels.data?.map(vesselLabel) ?? []}
          value={chosen ? vesselLabel(chosen) : ''}
          onChange={(event) => choose(event.target.value)}
          disabled={!vessels.data}
        />
      </div>
      <div className="mt-8">
        {chosen && <VesselPrices vesselId={chosen.vessel_id} vesselName={vesselLabel(chosen)} />}
      </div>
    </section>
  )
}
