import { lazy, type ReactNode, Suspense, useRef, useState } from 'react'
import { MenuIcon } from '../../ui/icons.tsx'

const loadDialog = () => import('./mobile-menu-dialog.tsx')
const MobileMenuDialog = lazy(() => loadDialog().then((module) => ({ default: module.MobileMenuDialog })))

/**
 * The phone-sized menu's button. The dialog (and the dialog library) loads when the menu first opens, or already when a
 * finger or pointer comes down on the button. `account` renders the login or signed-in links, given a function that
 * closes the menu.
 */
export function MobileMenu({ account }: { account: (close: () => void) => ReactNode }) {
  const [open, setOpen] = useState(false)
  const [everOpened, setEverOpened] = useState(false)
  const opener = useRef<HTMLButtonElement>(null)

  return (
    <>
      <button
        ref={opener}
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerDown={() => void loadDialog()}
        onClick={() => {
          setEverOpened(true)
          setOpen(true)
        }}
        className="grid h-11 w-11 place-items-center rounded-full text-2xl text-navy-900 hover:bg-navy-900/5 xl:hidden"
      >
        <MenuIcon />
      </button>
      {everOpened && (
        <Suspense>
          <MobileMenuDialog open={open} onOpenChange={setOpen} account={account} opener={opener} />
        </Suspense>
      )}
    </>
  )
}
