import type { ReactNode } from 'react'
import { tierNames } from '../../../../common/membership-tiers.ts'
import { accountTypes, CHILDREN_MAX, digitsOnly } from '../../../../common/new-member.ts'
import { buttonClass } from '../../../ui/button-styles.ts'
import { PhoneField, SelectField, TextField } from '../../../ui/form-field.tsx'
import { type ChildDraft, inlineErrors, type MemberDraft } from './member-draft.ts'

export interface PanelProps {
  draft: MemberDraft
  change: (changes: Partial<MemberDraft>) => void
  /** The server's word on a field it refused, until the field changes. */
  refused: Partial<Record<keyof MemberDraft, string>>
}

const grid = 'grid gap-5 sm:grid-cols-2'

type TextKey = { [K in keyof MemberDraft]: MemberDraft[K] extends string ? K : never }[keyof MemberDraft]

/**
 * A draft field's value, its error (its inline rule's while it breaks one, else the server's) and its change; points
 * and bank numbers keep digits only as they are typed (§5). Phone numbers come through `PhoneField`, which reads a
 * number typed or pasted any usual way as its ten digits.
 */
function binder({ draft, change, refused }: PanelProps) {
  const errors: Partial<Record<keyof MemberDraft, string>> = inlineErrors(draft)
  return (field: TextKey, { digits = false } = {}) => ({
    value: draft[field],
    error: errors[field] ?? refused[field],
    onChange: (event: { target: { value: string } }) =>
      change({ [field]: digits ? digitsOnly(event.target.value) : event.target.value }),
  })
}

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

export function PersonalPanel({ availability, checking, onValidate, ...props }: PersonalProps) {
  const { draft, change } = props
  const errors = inlineErrors(draft)
  const field = binder(props)
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
            {...field('username')}
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
            {...field('email')}
            onChange={(event) => change({ email: event.target.value, emailAvailable: null })}
          />
        </WithValidate>
        <Availability message={availability.email} available={draft.emailAvailable} />
      </div>
      <TextField label="First name" autoComplete="off" required {...field('firstName')} />
      <TextField label="Last name" autoComplete="off" required {...field('lastName')} />
      <PhoneField label="Phone" required {...field('phoneNumber')} />
      <SelectField
        label="Membership type"
        required
        placeholderOption="Choose a membership"
        options={tierNames}
        {...field('membershipType')}
      />
      <TextField
        label="Points"
        inputMode="numeric"
        autoComplete="off"
        required
        maxLength={7}
        {...field('points', { digits: true })}
      />
      <TextField label="Membership start date" type="date" optional {...field('membershipStartDate')} />
      <TextField label="Address 1" autoComplete="off" required {...field('address1')} />
      <TextField label="Address 2" autoComplete="off" optional {...field('address2')} />
      <TextField label="City" autoComplete="off" required {...field('city')} />
      <TextField label="State" autoComplete="off" required {...field('state')} />
      <TextField label="Zip" autoComplete="off" required {...field('zip')} />
      <TextField label="Driver’s License" autoComplete="off" optional {...field('dl')} />
      <TextField label="Company" autoComplete="off" optional {...field('company')} />
      <TextField label="Referral" autoComplete="off" optional {...field('referral')} />
    </div>
  )
}

export function FamilyPanel(props: PanelProps) {
  const { draft, change, refused } = props
  const field = binder(props)
  const setChild = (index: number, changes: Partial<ChildDraft>) =>
    change({ children: draft.children.map((child, at) => (at === index ? { ...child, ...changes } : child)) })
  return (
    <div className="grid gap-8">
      <div className={grid}>
        <TextField label="Spouse name" autoComplete="off" optional {...field('spouse')} />
        <PhoneField label="Spouse phone" optional {...field('spouseMobile')} />
        <TextField label="Spouse email" type="email" autoComplete="off" optional {...field('spouseEmail')} />
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
            <PhoneField
              label={`Child ${index + 1} mobile`}
              optional
              value={child.mobile}
              onChange={(event) => setChild(index, { mobile: event.target.value })}
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

export function EmergencyPanel(props: PanelProps) {
  const field = binder(props)
  return (
    <div className={grid}>
      <TextField label="Emergency contact name" autoComplete="off" required {...field('emergencyContactName')} />
      <TextField
        label="Emergency contact email"
        type="email"
        autoComplete="off"
        optional
        {...field('emergencyEmail')}
      />
      <PhoneField label="Emergency contact phone" required {...field('emergencyPhone')} />
      <TextField label="Relationship" autoComplete="off" required {...field('emergencyRelationship')} />
    </div>
  )
}

export function AchPanel(props: PanelProps) {
  const field = binder(props)
  const bank = { autoComplete: 'off', optional: true }
  return (
    <div className={grid}>
      <TextField label="Depository name" {...bank} {...field('depositoryName')} />
      <TextField label="Branch" {...bank} {...field('branch')} />
      <TextField label="Bank city" {...bank} {...field('achCity')} />
      <TextField label="Bank state" {...bank} {...field('achState')} />
      <TextField label="Bank zip" {...bank} {...field('achZip')} />
      <TextField
        label="Routing number"
        inputMode="numeric"
        maxLength={9}
        {...bank}
        {...field('routingNumber', { digits: true })}
      />
      <TextField
        label="Account number"
        inputMode="numeric"
        maxLength={17}
        {...bank}
        {...field('accountNumber', { digits: true })}
      />
      <TextField label="Name on account" {...bank} {...field('nameOnAccount')} />
      <SelectField
        label="Account type"
        placeholderOption="Choose an account type"
        options={accountTypes}
        {...field('accountType')}
      />
    </div>
  )
}
