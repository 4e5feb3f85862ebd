import { lazy, Suspense } from 'react'
import { useNoticesRequested } from '../../ui/notices.ts'

const ToastContainer = lazy(() =>
  import('react-toastify/unstyled').then((module) => ({ default: module.ToastContainer })),
)

/**
 * Notices appear in the centre of the screen, stay 5 s, and pause while hovered or while the window is in the
 * background. The area (and its library) loads with the first notice.
 */
export function ToastArea() {
  if (!useNoticesRequested()) return null
  return (
    <Suspense>
      <ToastContainer
        position="top-center"
        className="toast-area-centred"
        autoClose={5000}
        pauseOnHover
        pauseOnFocusLoss
        closeOnClick={false}
        newestOnTop
      />
    </Suspense>
  )
}
