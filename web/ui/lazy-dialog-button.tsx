import { type ComponentType, lazy, Suspense, useState } from 'react'

/** The button's label and classes: the same before its dialog has loaded and after, when it is the dialog's trigger. */
export interface DialogButtonLook {
  label: string
  className: string
}

/**
 * A button whose dialog, with the form and form libraries inside it, loads when the button is first pressed (a pointer
 * coming down on it starts the download). Until the dialog is there a plain button with the same look stands in.
 * `load` gives the component that renders the button as its dialog's trigger and, given `defaultOpen`, starts open.
 */
export function lazyDialogButton<P extends object>(
  load: () => Promise<ComponentType<P & { defaultOpen: boolean }>>,
  look: (props: P) => DialogButtonLook,
): ComponentType<P> {
  const Loaded = lazy(async () => ({ default: await load() }))
  return function LazyDialogButton(props: P) {
    const [pressed, setPressed] = useState(false)
    const { label, className } = look(props)
    const standIn = (
      <button type="button" className={className} onPointerDown={() => void load()} onClick={() => setPressed(true)}>
        {label}
      </button>
    )
    if (!pressed) return standIn
    return (
      <Suspense fallback={standIn}>
        <Loaded {...props} defaultOpen />
      </Suspense>
    )
  }
}
