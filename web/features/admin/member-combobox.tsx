import { type KeyboardEvent, useEffect, useId, useMemo, useState } from 'react'
import { type DirectoryMember, memberMatches, memberName } from '../../../common/member-directory.ts'

interface MemberComboboxProps {
  label: string
  /** The members to pick from; undefined while they load (the field is disabled until then). */
  members: readonly DirectoryMember[] | undefined
  /** The chosen member's username, or '' for none. */
  value: string
  onChange: (username: string) => void
  placeholder: string
}

const sameUsername = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/**
 * One member, picked by typing part of their name, member number or username (the WAI-ARIA combobox pattern: an input
 * with a list of suggestions). Arrow keys move through the list, Enter picks, Escape closes it or else clears the
 * field. Typing a member's whole username picks them too, so a username typed from memory needs no list at all.
 */
export function MemberCombobox({ label, members, value, onChange, placeholder }: MemberComboboxProps) {
  const id = useId()
  const listId = `${id}-list`
  const hintId = `${id}-hint`
  const [text, setText] = useState(value)
  /** What the list is filtered by: what was typed, not the username a pick put in the field. */
  const [query, setQuery] = useState('')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)

  // The tool changed the choice itself (not through this field): the field shows the new one.
  const [shown, setShown] = useState(value)
  const [reported, setReported] = useState(value)
  if (shown !== value) {
    setShown(value)
    if (value !== reported && !sameUsername(text, value)) setText(value)
  }

  const matches = useMemo(() => (members ?? []).filter((member) => memberMatches(member, query)), [members, query])
  const chosen = members?.find((member) => member.username === value)
  const optionId = (index: number) => `${id}-option-${index}`

  useEffect(() => {
    if (open && active >= 0) document.getElementById(`${id}-option-${active}`)?.scrollIntoView({ block: 'nearest' })
  }, [id, open, active])

  function type(typed: string) {
    setText(typed)
    setQuery(typed)
    setOpen(true)
    setActive(-1)
    const exact = members?.find((member) => sameUsername(member.username, typed))?.username ?? ''
    setReported(exact)
    onChange(exact)
  }

  function pick(member: DirectoryMember) {
    setText(member.username)
    setQuery('')
    setOpen(false)
    setActive(-1)
    setReported(member.username)
    onChange(member.username)
  }

  function openAt(index: number) {
    setOpen(true)
    setActive(matches.length === 0 ? -1 : (index + matches.length) % matches.length)
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const selected = matches.findIndex((member) => member.username === value)
    if (event.key === 'ArrowDown') {
      event.preventDefault()
      if (event.altKey) return setOpen(true)
      openAt(open ? active + 1 : Math.max(selected, 0))
    } else if (event.key === 'ArrowUp') {
      event.preventDefault()
      openAt(open ? Math.max(active, 0) - 1 : selected >= 0 ? selected : -1)
    } else if (event.key === 'Enter') {
      const member = open ? matches[active] : undefined
      // Enter picks the highlighted member; with none highlighted it submits the form, as in any field.
      if (member) event.preventDefault()
      if (member) pick(member)
      else setOpen(false)
    } else if (event.key === 'Escape') {
      if (!open && !text) return
      event.preventDefault()
      if (!open) type('')
      setOpen(false)
    } else if (event.key === 'Tab') {
      setOpen(false)
    }
  }

  const expanded = open && members !== undefined
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-navy-900">
        {label}
      </label>
      <div className="relative mt-2">
        <input
          id={id}
          type="text"
          role="combobox"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          aria-describedby={hintId}
          autoComplete="off"
          spellCheck={false}
          placeholder={placeholder}
          disabled={!members}
          value={text}
          onChange={(event) => type(event.target.value)}
          onKeyDown={onKeyDown}
          onClick={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          className="block w-full rounded-sm border border-navy-900/25 bg-white px-4 py-3 text-navy-900 placeholder:text-navy-800/60 focus:border-gold-500 focus:outline-2 focus:outline-offset-0 focus:outline-gold-500 disabled:bg-sand-100"
        />
        <div
          hidden={!expanded}
          className="absolute inset-x-0 top-full z-20 mt-1 rounded-sm bg-white shadow-lg ring-1 ring-navy-900/20"
        >
          {/* The list itself scrolls: assistive technology knows it as the field's popup, moved by the arrow keys. */}
          <ul id={listId} role="listbox" aria-label="Suggestions" className="max-h-72 overflow-y-auto">
            {matches.map((member, index) => (
              <li
                key={member.id}
                id={optionId(index)}
                role="option"
                aria-selected={member.username === value}
                data-active={index === active || undefined}
                className="cursor-pointer border-b border-navy-900/10 px-4 py-2 text-navy-900 last:border-b-0 hover:bg-navy-900/5 aria-selected:font-semibold data-active:bg-navy-900 data-active:text-sand-50"
                // Keeps the focus in the field, so picking with the pointer does not close the list first.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(member)}
              >
                <span className="flex flex-wrap items-baseline gap-x-2">
                  <span>{memberName(member)}</span>
                  {!member.is_active && (
                    <span className="rounded-full bg-red-100 px-2 text-xs font-medium text-red-900">Removed</span>
                  )}
                </span>
                <span className="block text-xs opacity-80">
                  {member.member_id} · {member.tier} · {member.username}
                </span>
              </li>
            ))}
          </ul>
          {matches.length === 0 && <p className="px-4 py-3 text-sm text-navy-800">No member matches “{query}”.</p>}
        </div>
      </div>
      <p id={hintId} className="mt-1.5 min-h-4 text-xs text-navy-800/75">
        {chosen
          ? `${memberName(chosen)} · ${chosen.member_id} · ${chosen.tier}${chosen.is_active ? '' : ' · Removed'}`
          : 'Type a name, member number or username.'}
      </p>
    </div>
  )
}
