import { type ReactNode, useSyncExternalStore } from 'react'

/**
 * Notices (toasts) that cost nothing until the first one: it mounts the notice area, which loads react-toastify.
 * react-toastify holds a notice raised before its container is there and shows it once the container mounts.
 */
let requested = false
const listeners = new Set<() => void>()

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** Whether any notice has been raised, so the notice area should be on the page. */
export function useNoticesRequested(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  )
}

async function showNotice(content: ReactNode, kind: 'error' | 'success'): Promise<void> {
  if (!requested) {
    requested = true
    for (const listener of listeners) listener()
  }
  const { toast } = await import('react-toastify/unstyled')
  toast[kind](content)
}

export function showErrorNotice(content: ReactNode): Promise<void> {
  return showNotice(content, 'error')
}

export function showSuccessNotice(content: ReactNode): Promise<void> {
  return showNotice(content, 'success')
}

/** Takes every notice off the screen, as a dialog opens over the page: a notice must never hide what it says. */
export async function dismissNotices(): Promise<void> {
  if (!requested) return
  const { toast } = await import('react-toastify/unstyled')
  toast.dismiss()
}
