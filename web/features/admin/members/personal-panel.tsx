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

export function PersonalPanel({ form, availability, checking, onValidate, onEdit }: PersonalProps) {
  const field = binder(form)
  const [username, email] = form.watch(['username', 'email_id'])
  const available = form.watch('available')
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <div>
        <WithValidate
          label="Validate username"
          disabled={checking || !checkable('username', username)}
          onClick={() => onValidate('username')}
        >
          <TextField
            label="Username"
            autoComplete="off"
            required
            {...field('username', { onEdit: () => onEdit('username') })}
          />
        </WithValidate>
        <Availability message={availability.username} available={available.username} />
      </div>
      <div>
        <WithValidate
          label="Validate email"
          disabled={checking || !checkable('email', email)}
          onClick={() => onValidate('email')}
        >
          <TextField
            label="Email"
            type="email"
            autoComplete="off"
            required
            {...field('email_id', { onEdit: () => onEdit('email') })}
          />
        </WithValidate>
        <Availability message={availability.email} available={available.email} />
      </div>
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
