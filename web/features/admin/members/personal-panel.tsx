import type { ReactNode } from 'react'
import { tierNames } from '../../../../common/membership-tiers.ts'
import { buttonClass } from '../../../ui/button-styles.ts'
import { PhoneField, SelectField, TextField } from '../../../ui/form-field.tsx'
import { binder, type PanelProps } from './member-form-field.ts'
import { checkable } from './member-form-rules.ts'

type Checked = 'username' | 'email'

function Availability({ message, available }: { message: string | undefined; available: boolean | null }) {
  return (
    <p role="status" className={`mt-1.5 min-h-5 text-sm ${available ? 'text-emerald-800' : 'text-red-800'}`}>
      {message}
    </p>
  )
}

function WithValidate({
  children,
  label,
  disabled,
  onClick,
}: {
  children: ReactNode
  label: string
  disabled: boolean
  onClick: () => void
}) {
  return (
    <div className="flex flex-col items-start gap-2 lg:flex-row">
      <div className="w-full min-w-0 lg:flex-1">{children}</div>
      <button
        type="button"
        aria-label={label}
        className={buttonClass('outline-dark', 'shrink-0 px-4 py-3 lg:mt-7')}
        disabled={disabled}
        onClick={onClick}
      >
        Validate
      </button>
    </div>
  )
}

interface PersonalProps extends PanelProps {
  availability: Record<Checked, string | undefined>
  checking: boolean
  onValidate: (field: Checked) => void
  /** The username or e-mail changed: it must be validated again. */
  onEdit: (field: Checked) => void
}

const checkedFields = {
  username: { name: 'username', label: 'Username', type: 'text' },
  email: { name: 'email_id', label: 'Email', type: 'email' },
} as const

/** The username or the e-mail address, with Validate beside it and whether it was found free beneath. */
function CheckedField({ form, availability, checking, onValidate, onEdit, which }: PersonalProps & { which: Checked }) {
  const { name, label, type } = checkedFields[which]
  return (
    <div>
      <WithValidate
        label={`Validate ${which}`}
        disabled={checking || !checkable(which, form.watch(name))}
        onClick={() => onValidate(which)}
      >
        <TextField
          label={label}
          type={type}
          autoComplete="off"
          required
          {...binder(form)(name, { onEdit: () => onEdit(which) })}
        />
      </WithValidate>
      <Availability message={availability[which]} available={form.watch(`available.${which}`)} />
    </div>
  )
}

export function PersonalPanel(props: PersonalProps) {
  const field = binder(props.form)
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <CheckedField {...props} which="username" />
      <CheckedField {...props} which="email" />
      <TextField label="First name" autoComplete="off" required {...field('first_name')} />
      <TextField label="Last name" autoComplete="off" required {...field('last_name')} />
      <PhoneField label="Phone" required {...field('phone_number')} />
      <SelectField
        label="Membership type"
        required
        placeholderOption="Choose a membership"
        options={tierNames}
        {...field('membership_type')}
      />
      <TextField
        label="Points"
        inputMode="numeric"
        autoComplete="off"
        required
        maxLength={7}
        {...field('points', { digits: true })}
      />
      <TextField label="Membership start date" type="date" optional {...field('membership_started_on')} />
      <TextField label="Address 1" autoComplete="off" required {...field('member_address1')} />
      <TextField label="Address 2" autoComplete="off" optional {...field('member_address2')} />
      <TextField label="City" autoComplete="off" required {...field('member_city')} />
      <TextField label="State" autoComplete="off" required {...field('member_state')} />
      <TextField label="Zip" autoComplete="off" required {...field('member_zip')} />
      <TextField label="Driver’s License" autoComplete="off" optional {...field('dl')} />
      <TextField label="Company" autoComplete="off" optional {...field('company_name')} />
      <TextField label="Referral" autoComplete="off" optional {...field('referral_information')} />
    </div>
  )
}
