import type { ChangeEvent } from 'react'
import type { FieldPath, UseFormReturn } from 'react-hook-form'
import { digitsOnly } from '../../../../common/new-member.ts'
import type { MemberFormValues } from './member-form-values.ts'

export interface PanelProps {
  form: UseFormReturn<MemberFormValues>
}

/** An error from the schema or the server, by the field's own name or the server's name for the children's lists. */
export function errorOf(form: UseFormReturn<MemberFormValues>, name: string): string | undefined {
  const error = (form.formState.errors as Record<string, { message?: string; type?: string } | undefined>)[name]
  return error?.message
}

/**
 * A field's registration, its error and its change. The schema's word on a field shows while the field is filled (§5's
 * inline errors), after Add Member was pressed, and when the server refused it. Points and bank numbers keep digits
 * only as they are typed (§5); phone numbers come through `PhoneField`, which reads a number typed or pasted any usual
 * way as its ten digits.
 */
export function binder(form: UseFormReturn<MemberFormValues>) {
  const { errors, isSubmitted } = form.formState
  return (
    name: FieldPath<MemberFormValues>,
    { digits = false, onEdit }: { digits?: boolean; onEdit?: () => void } = {},
  ) => {
    const registered = form.register(name, { onChange: onEdit })
    const error = (errors as Record<string, { message?: string; type?: string } | undefined>)[name]
    const filled = String(form.getValues(name) ?? '') !== ''
    return {
      ...registered,
      error: error && (filled || isSubmitted || error.type === 'server') ? error.message : undefined,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
        if (digits) event.target.value = digitsOnly(event.target.value)
        return registered.onChange(event)
      },
    }
  }
}
