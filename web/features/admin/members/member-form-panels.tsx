import type { ReactNode } from 'react'
import { tierNames } from '../../../../common/membership-tiers.ts'
import { accountTypes, CHILDREN_MAX, digitsOnly } from '../../../../common/new-member.ts'
import { buttonClass } from '../../../ui/button-styles.ts'
import { SelectField, TextField } from '../../../ui/form-field.tsx'
import { type ChildDraft, inlineErrors, type MemberDraft } from './member-draft.ts'

export interface PanelProps {
  draft: MemberDraft
  change: (changes: Partial<MemberDraft>) => void
  /** The server's word on a field it refused, until the field changes. */
  refused: Partial<Record<keyof MemberDraft, string>>
}

const grid = 'grid gap-5 sm:grid-cols-2'

function Availability({ message, available }: { message: string | undefined; available: boolean | null }) {
  return (
    <p role="status" className={`mt-1.5 min-h-5 text-sm ${available ? 'text-emerald-800' : 'text-red-800'}`}>
      {message}
    </p>
  )
}

interface PersonalProps extends PanelProps {
  availability: { username?: string; email?: string }
  checking: boolean
  onValidate: (field: 'username' | 'email') => void
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
    <div className="flex items-start gap-2">
      <div className="min-w-0 flex-1">{children}</div>
      <button
        type="button"
        aria-label={label}
        className={buttonClass('outline-dark', 'mt-7 shrink-0 px-4 py-3')}
        disabled={disabled}
        onClick={onClick}
      >
        Validate
      </button>
    </div>
  )
}

export function PersonalPanel({ draft, change, refused, availability, checking, onValidate }: PersonalProps) {
  const errors = inlineErrors(draft)
  const text = (field: keyof MemberDraft) => ({
    value: draft[field] as string,
    error: refused[field],
    onChange: (event: { target: { value: string } }) => change({ [field]: event.target.value }),
  })
  return (
    <div className={grid}>
      <div>
        <WithValidate
          label="Validate username"
          disabled={checking || !draft.username.trim() || Boolean(errors.username)}
          onClick={() => onValidate('username')}
        >
          <TextField
            label="Username"
            autoComplete="off"
            required
            value={draft.username}
            error={errors.username ?? refused.username}
            onChange={(event) => change({ username: event.target.value, usernameAvailable: null })}
          />
        </WithValidate>
        <Availability message={availability.username} available={draft.usernameAvailable} />
      </div>
      <div>
        <WithValidate
          label="Validate email"
          disabled={checking || !draft.email.trim() || Boolean(errors.email)}
          onClick={() => onValidate('email')}
        >
          <TextField
            label="Email"
            type="email"
            autoComplete="off"
            required
            value={draft.email}
            error={errors.email ?? refused.email}
            onChange={(event) => change({ email: event.target.value, emailAvailable: null })}
          />
        </WithValidate>
        <Availability message={availability.email} available={draft.emailAvailable} />
      </div>
      <TextField label="First name" autoComplete="off" required {...text('firstName')} />
      <TextField label="Last name" autoComplete="off" required {...text('lastName')} />
      <TextField
        inputMode="numeric"
        label="Phone"
        autoComplete="off"
        required
        value={draft.phoneNumber}
        error={errors.phoneNumber ?? refused.phoneNumber}
        onChange={(event) => change({ phoneNumber: digitsOnly(event.target.value) })}
      />
      <SelectField
        label="Membership type"
        required
        placeholderOption="Choose a membership"
        options={tierNames}
        value={draft.membershipType}
        error={refused.membershipType}
        onChange={(event) => change({ membershipType: event.target.value })}
      />
      <TextField
        label="Points"
        inputMode="numeric"
        autoComplete="off"
        required
        maxLength={7}
        value={draft.points}
        error={refused.points}
        onChange={(event) => change({ points: digitsOnly(event.target.value) })}
      />
      <TextField label="Membership start date" type="date" optional {...text('membershipStartDate')} />
      <TextField label="Address 1" autoComplete="off" required {...text('address1')} />
      <TextField label="Address 2" autoComplete="off" optional {...text('address2')} />
      <TextField label="City" autoComplete="off" required {...text('city')} />
      <TextField label="State" autoComplete="off" required {...text('state')} />
      <TextField label="Zip" autoComplete="off" required {...text('zip')} />
      <TextField label="DL" autoComplete="off" optional {...text('dl')} />
      <TextField label="Company" autoComplete="off" optional {...text('company')} />
      <TextField label="Referral" autoComplete="off" optional {...text('referral')} />
    </div>
  )
}

export function FamilyPanel({ draft, change, refused }: PanelProps) {
  const errors = inlineErrors(draft)
  const setChild = (index: number, changes: Partial<ChildDraft>) =>
    change({ children: draft.children.map((child, at) => (at === index ? { ...child, ...changes } : child)) })
  return (
    <div className="grid gap-8">
      <div className={grid}>
        <TextField
          label="Spouse name"
          autoComplete="off"
          optional
          value={draft.spouse}
          error={refused.spouse}
          onChange={(event) => change({ spouse: event.target.value })}
        />
        <TextField
          inputMode="numeric"
          label="Spouse phone"
          autoComplete="off"
          optional
          value={draft.spouseMobile}
          error={errors.spouseMobile ?? refused.spouseMobile}
          onChange={(event) => change({ spouseMobile: digitsOnly(event.target.value) })}
        />
        <TextField
          label="Spouse email"
          type="email"
          autoComplete="off"
          optional
          value={draft.spouseEmail}
          error={errors.spouseEmail ?? refused.spouseEmail}
          onChange={(event) => change({ spouseEmail: event.target.value })}
        />
        <SelectField
          label="Number of children"
          options={Array.from({ length: CHILDREN_MAX + 1 }, (_, count) => String(count))}
          value={String(draft.childNum)}
          error={refused.childNum ?? refused.children}
          onChange={(event) => change({ childNum: Number(event.target.value) })}
        />
      </div>
      {draft.children.slice(0, draft.childNum).map((child, index) => (
        <fieldset key={index} className="border-t border-navy-900/15 pt-4">
          <legend className="pr-3 font-display text-xl font-semibold text-navy-900">Child {index + 1}</legend>
          <div className={`${grid} mt-2`}>
            <TextField
              label={`Child ${index + 1} name`}
              autoComplete="off"
              value={child.name}
              onChange={(event) => setChild(index, { name: event.target.value })}
            />
            <TextField
              label={`Child ${index + 1} date of birth`}
              type="date"
              value={child.dob}
              onChange={(event) => setChild(index, { dob: event.target.value })}
            />
            <TextField
              inputMode="numeric"
              label={`Child ${index + 1} mobile`}
              autoComplete="off"
              optional
              value={child.mobile}
              onChange={(event) => setChild(index, { mobile: digitsOnly(event.target.value) })}
            />
            <TextField
              label={`Child ${index + 1} email`}
              type="email"
              autoComplete="off"
              optional
              value={child.email}
              onChange={(event) => setChild(index, { email: event.target.value })}
            />
          </div>
        </fieldset>
      ))}
    </div>
  )
}

export function EmergencyPanel({ draft, change, refused }: PanelProps) {
  const errors = inlineErrors(draft)
  return (
    <div className={grid}>
      <TextField
        label="Emergency contact name"
        autoComplete="off"
        required
        value={draft.emergencyContactName}
        error={refused.emergencyContactName}
        onChange={(event) => change({ emergencyContactName: event.target.value })}
      />
      <TextField
        label="Emergency contact email"
        type="email"
        autoComplete="off"
        optional
        value={draft.emergencyEmail}
        error={errors.emergencyEmail ?? refused.emergencyEmail}
        onChange={(event) => change({ emergencyEmail: event.target.value })}
      />
      <TextField
        inputMode="numeric"
        label="Emergency contact phone"
        autoComplete="off"
        required
        value={draft.emergencyPhone}
        error={errors.emergencyPhone ?? refused.emergencyPhone}
        onChange={(event) => change({ emergencyPhone: digitsOnly(event.target.value) })}
      />
      <TextField
        label="Relationship"
        autoComplete="off"
        required
        value={draft.emergencyRelationship}
        error={refused.emergencyRelationship}
        onChange={(event) => change({ emergencyRelationship: event.target.value })}
      />
    </div>
  )
}

export function AchPanel({ draft, change, refused }: PanelProps) {
  const errors = inlineErrors(draft)
  const text = (field: keyof MemberDraft) => ({
    value: draft[field] as string,
    error: refused[field],
    autoComplete: 'off',
    optional: true,
    onChange: (event: { target: { value: string } }) => change({ [field]: event.target.value }),
  })
  return (
    <div className={grid}>
      <TextField label="Depository name" {...text('depositoryName')} />
      <TextField label="Branch" {...text('branch')} />
      <TextField label="Bank city" {...text('achCity')} />
      <TextField label="Bank state" {...text('achState')} />
      <TextField label="Bank zip" {...text('achZip')} />
      <TextField
        label="Routing number"
        inputMode="numeric"
        autoComplete="off"
        optional
        maxLength={9}
        value={draft.routingNumber}
        error={errors.routingNumber ?? refused.routingNumber}
        onChange={(event) => change({ routingNumber: digitsOnly(event.target.value) })}
      />
      <TextField
        label="Account number"
        inputMode="numeric"
        maxLength={17}
        {...text('accountNumber')}
        onChange={(event) => change({ accountNumber: digitsOnly(event.target.value) })}
      />
      <TextField label="Name on account" {...text('nameOnAccount')} />
      <SelectField
        label="Account type"
        placeholderOption="Choose an account type"
        options={accountTypes}
        value={draft.accountType}
        error={refused.accountType}
        onChange={(event) => change({ accountType: event.target.value as MemberDraft['accountType'] })}
      />
    </div>
  )
}
