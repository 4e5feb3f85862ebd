import { type InputHTMLAttributes, type TextareaHTMLAttributes, useId } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { dockInput, dockLabel } from './dock-styles.ts'

interface DockFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string
  error?: string
}

/** A field for a gloved thumb in the sun: large, bold, its error said under it and tied to it. */
export function DockField({ label, error, className = '', ...input }: DockFieldProps) {
  const id = useId()
  return (
    <div className={className}>
      <label htmlFor={id} className={dockLabel}>
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={dockInput}
        {...input}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-base font-semibold text-red-800">
          {error}
        </p>
      )}
    </div>
  )
}

interface DockNotesProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string
  error?: string
}

export function DockNotes({ label, error, ...textarea }: DockNotesProps) {
  const id = useId()
  return (
    <div>
      <label htmlFor={id} className={dockLabel}>
        {label}
      </label>
      <textarea
        id={id}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`${dockInput} py-2`}
        {...textarea}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-base font-semibold text-red-800">
          {error}
        </p>
      )}
    </div>
  )
}

interface MeterFieldsProps {
  engineHours: UseFormRegisterReturn
  fuelPercent: UseFormRegisterReturn
  errors: { engine_hours?: { message?: string }; fuel_percent?: { message?: string } }
}

/** The hour meter and the fuel gauge, read at check-out and again at check-in. */
export function MeterFields({ engineHours, fuelPercent, errors }: MeterFieldsProps) {
  return (
    <div className="grid grid-cols-2 gap-4">
      <DockField
        label="Engine hours"
        inputMode="decimal"
        autoComplete="off"
        error={errors.engine_hours?.message}
        {...engineHours}
      />
      <DockField
        label="Fuel %"
        inputMode="numeric"
        autoComplete="off"
        error={errors.fuel_percent?.message}
        {...fuelPercent}
      />
    </div>
  )
}
