import {
  weatherAnswerSchema,
  weatherCancellationAnswerSchema,
  type WeatherCancellationRequest,
} from '../../../../common/weather/weather-api.ts'
import { apiRequest } from '../../../lib/api-request.ts'

/** The weather view's calls (member-api §8): alerts and outings at risk, Check now, and cancel for weather. */

export const weatherKeys = {
  view: ['admin', 'weather'] as const,
  /** The fleet calendar marks outings at risk: it reads again after a cancellation. */
  fleet: ['admin', 'fleet'] as const,
}

export const weatherQuery = {
  queryKey: weatherKeys.view,
  queryFn: async ({ signal }: { signal?: AbortSignal }) =>
    weatherAnswerSchema.parse(await apiRequest('/admin/weather', { method: 'GET', signal })),
  staleTime: 0,
}

export async function checkWeatherNow() {
  return weatherAnswerSchema.parse(await apiRequest('/admin/weather/refresh', { method: 'POST', json: {} }))
}

/** One key per confirmed attempt: a retried request cancels and refunds once. */
export async function cancelForWeather(request: WeatherCancellationRequest, attemptKey: string) {
  const answer = await apiRequest('/admin/weather/cancellations', {
    method: 'POST',
    json: request,
    headers: { 'idempotency-key': attemptKey },
  })
  return weatherCancellationAnswerSchema.parse(answer)
}
