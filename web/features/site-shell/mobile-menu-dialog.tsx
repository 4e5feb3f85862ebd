import * as Dialog from '@radix-ui/react-dialog'
import type { ReactNode, RefObject } from 'react'
import { Link, NavLink } from 'react-router'
import { CloseIcon } from '../../ui/icons.tsx'
import { Logo } from '../../ui/logo.tsx'
import { sectionLinks } from './site-links.ts'

interface MobileMenuDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Become a Member and Login for a visitor; the person's own area and Log out once signed in. */
  account: (close: () => void) => ReactNode
  /** The button that opened the menu, which gets the focus back when it closes. */
  opener: RefObject<HTMLButtonElement | null>
}

/** The phone menu itself: a full-screen dialog that traps focus and closes on Escape or after a choice. */
export function MobileMenuDialog({ open, onOpenChange, account, opener }: MobileMenuDialogProps) {
  const close = () => onOpenChange(false)
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-navy-950/60 data-[state=open]:animate-[fade-in_200ms_ease-out]" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            opener.current?.focus()
          }}
          className="fixed inset-0 z-50 flex flex-col overflow-y-auto bg-navy-900 text-sand-50 data-[state=open]:animate-[fade-in_200ms_ease-out]"
        >
          <div className="flex items-center justify-between px-4 py-3 sm:px-6">
            <Dialog.Title asChild>
              <h2 className="sr-only">Menu</h2>
            </Dialog.Title>
            <Dialog.Description className="sr-only">Sections of the site, membership and login.</Dialog.Description>
            <Link to="/" onClick={close} aria-label="Mariner Yacht Club, home">
              <Logo tone="light" />
            </Link>
            <Dialog.Close
              className="grid h-11 w-11 place-items-center rounded-full text-2xl hover:bg-sand-50/10"
              aria-label="Close menu"
            >
              <CloseIcon />
            </Dialog.Close>
          </div>
          <nav aria-label="Main" className="flex-1 px-6 pt-6 pb-10">
            <ul className="space-y-1">
              {sectionLinks.map((link) => (
                <li key={link.to}>
                  <NavLink
                    to={link.to}
                    end={link.to === '/'}
                    onClick={close}
                    className={({ isActive }) =>
                      `block border-b border-sand-50/10 py-3 font-display text-3xl transition-colors ${
                        isActive ? 'text-gold-400' : 'text-sand-50 hover:text-gold-400'
                      }`
                    }
                  >
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
            <div className="mt-10 flex flex-col gap-4">{account(close)}</div>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
