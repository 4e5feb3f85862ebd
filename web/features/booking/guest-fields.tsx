import { useRef } from 'react'
import { useFieldArray, type UseFormReturn } from 'react-hook-form'
import { TextField } from '../../ui/form-field.tsx'
import type { GuestsFormValues } from './guests.ts'

interface GuestFieldsProps {
  form: UseFormReturn<GuestsFormValues, unknown, { guests: number; guest_names: string[] }>
  /** The most guests the vessel carries. */
  limit: number
  itemName: string
}

/** How many are aboard (1 to the vessel's limit) and, if the member likes, their names: booking and changing alike. */
export function GuestFields({ form, limit, itemName }: GuestFieldsProps) {
  const names = useFieldArray({ control: form.control, name: 'guest_names' })
  const addButton = useRef<HTMLButtonElement>(null)
  const errors = form.formState.errors
  const guests = form.watch('guests')
  const namesError = errors.guest_names?.message ?? errors.guest_names?.root?.message
  const roomForAName = names.fields.length < Math.min(Number.isInteger(guests) ? guests : 1, limit)

  return (
    <fieldset className="grid gap-4">
      <legend className="mb-3 text-sm font-medium text-navy-900">Who is aboard</legend>
      <TextField
        label="Guests"
        type="number"
        inputMode="numeric"
        min={1}
        max={limit}
        step={1}
        className="max-w-32"
        hint={`Up to ${limit} guests on ${itemName}`}
        error={errors.guests?.message}
        {...form.register('guests', { valueAsNumber: true })}
      />
      {names.fields.map((field, index) => (
        <div key={field.id} className="flex items-end gap-2">
          <div className="flex-1">
            <TextField
              label={`Guest ${index + 1}’s name`}
              optional
              autoComplete="off"
              maxLength={120}
              error={errors.guest_names?.[index]?.name?.message}
              {...form.register(`guest_names.${index}.name`)}
            />
          </div>
          <button
            type="button"
            aria-label={`Remove guest ${index + 1}’s name`}
            className="mb-1 min-h-11 rounded-sm px-3 text-sm font-medium text-navy-900 underline hover:bg-navy-900/5 focus-visible:outline-3 focus-visible:outline-gold-500"
            onClick={() => {
              names.remove(index)
              requestAnimationFrame(() => addButton.current?.focus())
            }}
          >
            Remove
          </button>
        </div>
      ))}
      {namesError && <p className="text-sm text-red-800">{namesError}</p>}
      <div>
        <button
          ref={addButton}
          type="button"
          disabled={!roomForAName}
          className="min-h-6 text-sm font-medium text-navy-900 underline underline-offset-4 hover:text-navy-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-gold-500 disabled:cursor-not-allowed disabled:text-navy-800/60 disabled:no-underline"
          onClick={() => names.append({ name: '' })}
        >
          + Add a guest’s name
        </button>
        {!roomForAName && names.fields.length > 0 && (
          <span className="ml-2 text-xs text-navy-800/75">One name per guest.</span>
        )}
      </div>
    </fieldset>
  )
}
