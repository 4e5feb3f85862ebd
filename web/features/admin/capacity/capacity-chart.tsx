import {
  Bar,
  BarChart,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts'
import { tierNames } from '../../../../common/membership-tiers.ts'
import { usePrefersReducedMotion } from '../../../ui/use-prefers-reduced-motion.ts'
import type { SeasonCapacity } from './capacity-client.ts'
import { percentLabel, TARGET_PERCENT, tierShares, weeklyRows } from './capacity-figures.ts'

const tierColours = { Silver: '#8a94a6', Gold: '#c9a227', Platinum: '#4f6d8f', Diamond: '#0b1f3f' } as const
const axis = { fontSize: 12, fill: '#1b2f52' }
// The legend's words in the page's text colour, whatever the colour of their series.
const legendText = (value: string) => <span className="text-navy-900">{value}</span>

interface CapacityChartProps {
  capacity: SeasonCapacity
  /** What the charts show, in words: read in their place by screen readers, as the numbers are in tables beside. */
  summaries: { ratio: string; weekly: string }
}

/**
 * The season's two charts: possible reservations by tier as a share of the outings available, against the 80% line,
 * and each week's bookings beside its outings. Loaded with the Capacity tab only (recharts is heavy).
 */
export function CapacityChart({ capacity, summaries }: CapacityChartProps) {
  const animate = !usePrefersReducedMotion()
  const shares = tierShares(capacity)
  // Whole hundreds, in quarters, so the 80% line always has room above it.
  const top = Math.max(100, Math.ceil(tierNames.reduce((sum, tier) => sum + shares[tier], 0) / 100) * 100)
  const ticks = [0, 1, 2, 3, 4].map((quarter) => (top * quarter) / 4)
  return (
    <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
      <div role="img" aria-label={summaries.ratio} className="h-80 bg-white p-4 ring-1 ring-navy-900/10">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={[shares]} accessibilityLayer={false} margin={{ top: 16, right: 72, bottom: 0, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="name" tick={axis} />
            <YAxis domain={[0, top]} ticks={ticks} unit="%" tick={axis} width={52} />
            <Tooltip formatter={(value) => percentLabel(Number(value) / 100)} />
            <Legend formatter={legendText} />
            {tierNames.map((tier) => (
              <Bar key={tier} dataKey={tier} stackId="tiers" fill={tierColours[tier]} isAnimationActive={animate} />
            ))}
            <ReferenceLine
              y={TARGET_PERCENT}
              zIndex={1000}
              stroke="#b42318"
              strokeWidth={2}
              strokeDasharray="6 4"
              label={{ value: `Target ${TARGET_PERCENT}%`, position: 'right', fill: '#b42318', fontSize: 12 }}
            />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <div role="img" aria-label={summaries.weekly} className="h-80 bg-white p-4 ring-1 ring-navy-900/10">
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart
            data={weeklyRows(capacity)}
            accessibilityLayer={false}
            margin={{ top: 16, right: 16, bottom: 0, left: 0 }}
          >
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" tick={axis} interval="preserveStartEnd" minTickGap={16} />
            <YAxis tick={axis} width={44} allowDecimals={false} />
            <Tooltip />
            <Legend formatter={legendText} />
            <Bar dataKey="booked" name="Bookings" fill="#c9a227" isAnimationActive={animate} />
            <Line
              dataKey="outings_available"
              name="Outings available"
              stroke="#0b1f3f"
              strokeWidth={2}
              dot={false}
              isAnimationActive={animate}
            />
          </ComposedChart>
        </ResponsiveContainer>
      </div>
    </div>
  )
}
