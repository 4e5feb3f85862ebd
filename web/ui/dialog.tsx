import * as Dialog from '@radix-ui/react-dialog'
import { type ReactElement, type ReactNode, type RefObject, useEffect } from 'react'
import { buttonClass } from './button-styles.ts'
import { CloseIcon } from './icons.tsx'
import { dismissNotices } from './notices.ts'

interface ModalProps {
  /** The button that opens the modal; focus returns to it when the modal closes. */
  trigger?: ReactElement
  /** Where the focus goes on closing when no trigger opened it (a grid's cell, opened by its keys). */
  returnFocusTo?: RefObject<HTMLElement | null>
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description?: string
  children: ReactNode
  /** Shows a Close button under the content as well as the X. */
  closeButton?: boolean
  wide?: boolean
}

/**
 * A modal over the page: closes on the backdrop, the X, Escape or its Close button, never on a click inside the panel;
 * keeps focus inside while open and gives it back to whatever opened it.
 */
export function Modal({
  trigger,
  open,
  onOpenChange,
  title,
  description,
  children,
  closeButton = false,
  wide = false,
  returnFocusTo,
}: ModalProps) {
  useEffect(() => {
    if (open) void dismissNotices()
  }, [open])
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-navy-950/70 backdrop-blur-sm data-[state=open]:animate-[fade-in_200ms_ease-out]" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            if (!returnFocusTo?.current) return
            event.preventDefault()
            returnFocusTo.current.focus()
          }}
          className={`fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto bg-sand-50 p-6 shadow-2xl data-[state=open]:animate-[fade-in_200ms_ease-out] sm:p-10 ${wide ? 'max-w-2xl' : 'max-w-lg'}`}
        >
          <Dialog.Close
            className="absolute top-3 right-3 grid h-11 w-11 place-items-center rounded-full text-2xl text-navy-900 hover:bg-navy-900/5"
            aria-label="Close"
          >
            <CloseIcon />
          </Dialog.Close>
          <Dialog.Title className="pr-10 font-display text-3xl font-semibold text-navy-900 sm:text-4xl">
            {title}
          </Dialog.Title>
          {description ? (
            <Dialog.Description className="mt-3 text-navy-800/85">{description}</Dialog.Description>
          ) : (
            <Dialog.Description className="sr-only">{title}</Dialog.Description>
          )}
          <div className="mt-6">{children}</div>
          {closeButton && (
            <div className="mt-4">
              <Dialog.Close className={buttonClass('outline-dark', 'w-full')}>Close</Dialog.Close>
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

export type ResultTone = 'success' | 'error' | 'brand'

export interface ResultMessage {
  title: string
  body: ReactNode
  tone: ResultTone
  /** The button that dismisses it; "Close" unless given. */
  buttonLabel?: string
}

const toneClass: Record<ResultTone, string> = {
  success: 'text-emerald-800',
  error: 'text-red-800',
  brand: 'text-navy-900',
}

export interface ResultDialogProps {
  message: ResultMessage | null
  onClose: () => void
  /** Where the focus goes on closing, when what had it before is gone (a row that changed); else back to it. */
  returnFocusTo?: RefObject<HTMLElement | null>
}

/** A short result: a title, a body and one button; an error is announced as an alert. */
export function ResultDialog({ message, onClose, returnFocusTo }: ResultDialogProps) {
  return (
    <Dialog.Root open={message !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-navy-950/60" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            if (!returnFocusTo?.current) return
            event.preventDefault()
            returnFocusTo.current.focus()
          }}
          role={message?.tone === 'error' ? 'alertdialog' : 'dialog'}
          className="fixed top-1/2 left-1/2 z-[60] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 bg-white p-8 text-center shadow-2xl"
        >
          <Dialog.Title className={`font-display text-3xl font-semibold ${toneClass[message?.tone ?? 'brand']}`}>
            {message?.title}
          </Dialog.Title>
          <Dialog.Description asChild>
            <div className="mt-4 text-navy-800">{message?.body}</div>
          </Dialog.Description>
          <Dialog.Close className={buttonClass('navy', 'mt-8 w-full')}>{message?.buttonLabel ?? 'Close'}</Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
