import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import type { CrewOuting } from '../../../common/dock/dock-api.ts'
import { ApiError } from '../../lib/api-request.ts'
import { queryClient } from '../../lib/query-client.ts'
import { crewKeys } from './crew-client.ts'

/** Whether the answer never came (no network, or the server failed): the same attempt may be sent again. */
export function answerLost(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status === 0 || error.status >= 500
}

/** What a form's foot needs of a submission: its error, whether it is sending, and whether its answer was lost. */
export interface DockSubmission {
  mutation: { error: Error | null; isPending: boolean }
  lost: boolean
  retry: () => void
}

/**
 * Sends one form's values with one Idempotency-Key per attempt. A lost answer keeps the key and the values, so "Try
 * again" sends the very same attempt and the server records it once; a refusal starts a new attempt.
 */
export function useDockSubmission<Values>(
  send: (values: Values, attemptKey: string) => Promise<CrewOuting>,
  onDone: (outing: CrewOuting) => void,
) {
  const [attempt, setAttempt] = useState<{ key: string; values: Values }>()
  const mutation = useMutation(
    {
      mutationFn: ({ key, values }: { key: string; values: Values }) => send(values, key),
      onSuccess: async (outing) => {
        setAttempt(undefined)
        onDone(outing)
        await queryClient.invalidateQueries({ queryKey: crewKeys.all })
      },
      onError: (error) => {
        if (!answerLost(error)) setAttempt(undefined)
      },
    },
    queryClient,
  )
  return {
    submit: (values: Values) => {
      // Values changed after a lost answer are a new attempt; unchanged ones are the same attempt again.
      const same = attempt !== undefined && JSON.stringify(attempt.values) === JSON.stringify(values)
      const chosen = same ? attempt : { key: crypto.randomUUID(), values }
      setAttempt(chosen)
      mutation.mutate(chosen)
    },
    retry: () => {
      if (attempt) mutation.mutate(attempt)
    },
    mutation,
    lost: mutation.isError && answerLost(mutation.error),
  }
}
