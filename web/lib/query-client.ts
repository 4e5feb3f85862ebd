import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import { ApiError } from './api-request.ts'

let onSessionEnded: () => void = () => undefined

/** What to do when the server answers 401 to any call: it no longer knows this browser's session. */
export function whenSessionEnds(handler: () => void): () => void {
  onSessionEnded = handler
  return () => {
    if (onSessionEnded === handler) onSessionEnded = () => undefined
  }
}

/** The server has said this browser's session is over, by a 401 or by closing the live events socket. */
export function sessionHasEnded(): void {
  onSessionEnded()
}

const onError = (error: unknown) => {
  if (error instanceof ApiError && error.status === 401) onSessionEnded()
}

/** A refusal (4xx) is the server's answer and asking again changes nothing; a lost connection or a 5xx is tried twice more. */
const worthRetrying = (failures: number, error: unknown) =>
  failures < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500)

/**
 * The one client for server state. Hooks get it as their second argument rather than from a provider at the root, so
 * TanStack Query loads with the forms that use it and not with every public page.
 */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError }),
  mutationCache: new MutationCache({ onError }),
  defaultOptions: { queries: { retry: worthRetrying } },
})

let owner: number | undefined

/**
 * Server state belongs to one signed-in person. Called before a signed-in page reads any: when someone else has signed
 * in on this tab since, what the last person saw is dropped first, never shown to the next.
 */
export function ownQueriesBy(accountId: number): void {
  if (owner !== undefined && owner !== accountId) queryClient.clear()
  owner = accountId
}
