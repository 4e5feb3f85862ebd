import * as DropdownMenu from '@radix-ui/react-dropdown-menu'
import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { UserIcon } from '../../ui/icons.tsx'
import { displayName, roleHome, roleLabel, type SessionUser } from './session-user.ts'
import { useLogOut } from './use-log-out.ts'

const itemClass =
  'block w-full cursor-pointer rounded-sm px-3 py-2.5 text-left text-sm font-medium tracking-[0.08em] text-navy-900 uppercase outline-none data-[highlighted]:bg-navy-900 data-[highlighted]:text-sand-50'

/**
 * The desktop header's user icon: a popup with the person's own area and Log out (portal-and-admin.md §2). It is not
 * modal, so the page can still scroll, and scrolling closes it; it stays inside the header (no portal), so its content
 * belongs to the header's landmark.
 */
export function UserMenu({ user, userType }: { user: SessionUser; userType: string }) {
  const [open, setOpen] = useState(false)
  const logOut = useLogOut()
  const home = roleHome(userType)
  const name = displayName(user)

  useEffect(() => {
    if (!open) return
    const close = () => setOpen(false)
    window.addEventListener('scroll', close, { passive: true })
    return () => window.removeEventListener('scroll', close)
  }, [open])

  return (
    <DropdownMenu.Root open={open} onOpenChange={setOpen} modal={false}>
      <DropdownMenu.Trigger
        aria-label={`Account menu for ${name}`}
        className="grid h-11 w-11 place-items-center rounded-full border border-navy-900/25 text-xl text-navy-900 transition-colors hover:bg-navy-900/5 data-[state=open]:bg-navy-900 data-[state=open]:text-sand-50"
      >
        <UserIcon />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content
        align="end"
        sideOffset={10}
        className="z-50 min-w-60 border-t-2 border-gold-500 bg-white p-2 shadow-xl ring-1 ring-navy-900/10 data-[state=open]:animate-[fade-in_150ms_ease-out]"
      >
        <DropdownMenu.Label className="mb-1 border-b border-navy-900/10 px-3 pt-2 pb-3">
          <span className="block font-display text-xl font-semibold text-navy-900">{name}</span>
          <span className="mt-0.5 block text-xs tracking-[0.2em] text-gold-700 uppercase">{roleLabel(userType)}</span>
        </DropdownMenu.Label>
        <DropdownMenu.Item asChild className={itemClass}>
          <Link to={home.to}>{home.label}</Link>
        </DropdownMenu.Item>
        <DropdownMenu.Item className={itemClass} onSelect={() => void logOut()}>
          Log out
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  )
}
