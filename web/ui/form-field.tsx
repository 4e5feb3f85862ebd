import {
  type ChangeEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react'
import { PHONE_DIGITS, phoneFieldValue } from '../../common/phone.ts'

const controlClass =
  'mt-2 block w-full rounded-sm border border-navy-900/25 bg-white px-4 py-3 text-navy-900 placeholder:text-navy-800/50 focus:border-gold-500 focus:outline-2 focus:outline-offset-0 focus:outline-gold-500 aria-[invalid=true]:border-red-700'

interface FieldShellProps {
  label: string
  error?: string
  hint?: ReactNode
  optional?: boolean
  children: (ids: { id: string; describedBy: string | undefined }) => ReactNode
}

/** A label, the control, and the field's hint or error, tied together for assistive technology. */
function FieldShell({ label, error, hint, optional, children }: FieldShellProps) {
  const id = useId()
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-navy-900">
        {label}
        {optional && <span className="font-normal text-navy-800/70"> (optional)</span>}
      </label>
      {children({ id, describedBy })}
      {hint && (
        <p id={hintId} className="mt-1.5 text-xs text-navy-800/75">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-red-800">
          {error}
        </p>
      )}
    </div>
  )
}

type InputProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string
  error?: string
  hint?: ReactNode
  optional?: boolean
}

export function TextField({ label, error, hint, optional, className, ...input }: InputProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} optional={optional}>
      {({ id, describedBy }) => (
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`${controlClass} ${className ?? ''}`}
          {...input}
        />
      )}
    </FieldShell>
  )
}

/**
 * A ten-digit US phone number without its country code. What is typed or pasted is read first (formatting and a
 * leading +1 dropped, `phoneFieldValue`), then held as digits: typing stops at ten, while a pasted number that is not a
 * US one stays whole so the field's rule says so rather than keeping part of it. `tel-national` autofill is allowed
 * only on a text input (HTML's autofill rules), and is the default: another person's number (an emergency contact)
 * says `autoComplete="off"`. The numeric keypad comes from `inputMode`.
 */
export function PhoneField({ onChange, ...props }: Omit<InputProps, 'type' | 'inputMode' | 'maxLength'>) {
  function normalise(event: ChangeEvent<HTMLInputElement>) {
    const digits = phoneFieldValue(event.target.value)
    const typed = (event.nativeEvent as InputEvent).inputType === 'insertText'
    event.target.value = typed ? digits.slice(0, PHONE_DIGITS) : digits
    onChange?.(event)
  }
  return <TextField type="text" inputMode="numeric" autoComplete="tel-national" onChange={normalise} {...props} />
}

type TextAreaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; error?: string; optional?: boolean }

export function TextAreaField({ label, error, optional, ...textarea }: TextAreaProps) {
  return (
    <FieldShell label={label} error={error} optional={optional}>
      {({ id, describedBy }) => (
        <textarea
          id={id}
          rows={5}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={controlClass}
          {...textarea}
        />
      )}
    </FieldShell>
  )
}

type SelectProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string
  options: readonly string[]
  error?: string
  /** A first, empty choice that says what to pick. */
  placeholderOption?: string
  /** Shown but not selectable, such as the tier a member already has. */
  disabledOptions?: readonly string[]
}

export function SelectField({ label, options, error, placeholderOption, disabledOptions, ...select }: SelectProps) {
  return (
    <FieldShell label={label} error={error}>
      {({ id, describedBy }) => (
        <select id={id} aria-describedby={describedBy} className={controlClass} {...select}>
          {placeholderOption !== undefined && <option value="">{placeholderOption}</option>}
          {options.map((option) => (
            <option key={option} value={option} disabled={disabledOptions?.includes(option)}>
              {option}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  )
}

type CheckboxProps = InputHTMLAttributes<HTMLInputElement> & { label: string }

export function CheckboxField({ label, ...input }: CheckboxProps) {
  const id = useId()
  return (
    <div className="flex gap-3">
      <input id={id} type="checkbox" className="mt-1 h-5 w-5 shrink-0 accent-navy-900" {...input} />
      <label htmlFor={id} className="text-sm leading-relaxed text-navy-800">
        {label}
      </label>
    </div>
  )
}

/** Invisible to people (and to screen readers); robots that fill every field give themselves away. */
export function HoneypotField(input: InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Leave this field empty
        <input type="text" tabIndex={-1} autoComplete="off" {...input} />
      </label>
    </div>
  )
}
