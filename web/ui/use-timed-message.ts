import { useCallback, useEffect, useRef, useState } from 'react'

/**
 * A message that clears itself `ms` after it was shown (the spec's 'Updated' 3 s, '✓ Saved' 4 s…); `then` runs when
 * it clears. Showing another restarts the count.
 */
export function useTimedMessage(ms: number) {
  const [message, setMessage] = useState<string>()
  const timer = useRef<number | undefined>(undefined)
  useEffect(() => () => window.clearTimeout(timer.current), [])

  const show = useCallback(
    (text: string, then?: () => void) => {
      window.clearTimeout(timer.current)
      setMessage(text)
      timer.current = window.setTimeout(() => {
        setMessage(undefined)
        then?.()
      }, ms)
    },
    [ms],
  )
  const clear = useCallback(() => {
    window.clearTimeout(timer.current)
    setMessage(undefined)
  }, [])
  return { message, show, clear }
}
