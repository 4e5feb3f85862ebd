import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form'
import { SelectField } from '../../../ui/form-field.tsx'

interface ChoiceFieldProps<Values extends FieldValues> {
  control: Control<Values>
  name: FieldPath<Values>
  label: string
  /** What the list shows, and what the form holds for each. */
  choices: ReadonlyArray<{ value: string; label: string }>
  error?: string
}

/** A select that shows words (a vessel's name, 'Private charter') and holds what the API takes (its id, `charter`). */
export function ChoiceField<Values extends FieldValues>({
  control,
  name,
  label,
  choices,
  error,
}: ChoiceFieldProps<Values>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <SelectField
          label={label}
          options={choices.map((choice) => choice.label)}
          value={choices.find((choice) => choice.value === field.value)?.label ?? ''}
          onChange={(event) => field.onChange(choices.find((choice) => choice.label === event.target.value)?.value)}
          onBlur={field.onBlur}
          error={error}
        />
      )}
    />
  )
}
