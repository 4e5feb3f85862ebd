import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react'

interface MemberTabsProps<Id extends string> {
  label: string
  tabs: readonly { id: Id; label: string }[]
  active: Id
  onChange: (id: Id) => void
  children: ReactNode
}

const tabClass =
  'rounded-t-sm border-b-2 border-transparent px-4 py-3 text-sm font-medium text-navy-800 hover:bg-navy-900/5 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-gold-500 aria-selected:border-gold-500 aria-selected:text-navy-900 sm:whitespace-nowrap'

/**
 * Tabs as the ARIA pattern has them: one tab stop for the row, arrow keys (and Home, End) move between tabs and show
 * each at once, and the panel follows. On a phone the tabs sit two by two, so every one is in sight.
 */
export function MemberTabs<Id extends string>({ label, tabs, active, onChange, children }: MemberTabsProps<Id>) {
  const baseId = useId()
  const buttons = useRef(new Map<Id, HTMLButtonElement>())

  function onKeyDown(event: KeyboardEvent) {
    const index = tabs.findIndex((tab) => tab.id === active)
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key]
    if (next === undefined) return
    event.preventDefault()
    const tab = tabs[(next + tabs.length) % tabs.length]!
    onChange(tab.id)
    buttons.current.get(tab.id)?.focus()
  }

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        className="grid grid-cols-2 gap-1 border-b border-navy-900/15 sm:flex"
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab) => (
          <button
            key={tab.id}
            ref={(button) => {
              if (button) buttons.current.set(tab.id, button)
              else buttons.current.delete(tab.id)
            }}
            type="button"
            role="tab"
            id={`${baseId}-${tab.id}-tab`}
            aria-selected={tab.id === active}
            aria-controls={`${baseId}-panel`}
            tabIndex={tab.id === active ? 0 : -1}
            className={tabClass}
            onClick={() => onChange(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-${active}-tab`} className="pt-6">
        {children}
      </div>
    </div>
  )
}
