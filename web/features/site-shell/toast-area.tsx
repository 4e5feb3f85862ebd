import { ToastContainer } from 'react-toastify/unstyled'

/** Notices appear in the centre of the screen, stay 5 s, and pause while hovered or while the window is in the background. */
export function ToastArea() {
  return (
    <ToastContainer
      position="top-center"
      className="toast-area-centred"
      autoClose={5000}
      pauseOnHover
      pauseOnFocusLoss
      closeOnClick={false}
      newestOnTop
    />
  )
}
