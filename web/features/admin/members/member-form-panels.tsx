import { accountTypes, CHILDREN_MAX } from '../../../../common/new-member.ts'
import { PhoneField, SelectField, TextField } from '../../../ui/form-field.tsx'
import { binder, errorOf, type PanelProps } from './member-form-field.ts'

const grid = 'grid gap-5 sm:grid-cols-2'

/** The server names the children's lists; their refusals show by the number of children. */
const childLists = ['child_num', 'child_names', 'child_dobs', 'child_phone_numbers', 'child_emails']

export function FamilyPanel({ form }: PanelProps) {
  const field = binder(form)
  const count = Number(form.watch('child_num')) || 0
  return (
    <div className="grid gap-8">
      <div className={grid}>
        <TextField label="Spouse name" autoComplete="off" optional {...field('spouse')} />
        <PhoneField label="Spouse phone" optional {...field('spouse_phone')} />
        <TextField label="Spouse email" type="email" autoComplete="off" optional {...field('spouse_email')} />
        <SelectField
          label="Number of children"
          options={Array.from({ length: CHILDREN_MAX + 1 }, (_, count) => String(count))}
          {...field('child_num')}
          error={childLists.map((name) => errorOf(form, name)).find(Boolean)}
        />
      </div>
      {Array.from({ length: count }, (_, index) => (
        <fieldset key={index} className="border-t border-navy-900/15 pt-4">
          <legend className="pr-3 font-display text-xl font-semibold text-navy-900">Child {index + 1}</legend>
          <div className={`${grid} mt-2`}>
            <TextField
              label={`Child ${index + 1} name`}
              autoComplete="off"
              {...form.register(`children.${index}.name`)}
            />
            <TextField
              label={`Child ${index + 1} date of birth`}
              type="date"
              {...form.register(`children.${index}.dob`)}
            />
            <PhoneField label={`Child ${index + 1} mobile`} optional {...form.register(`children.${index}.mobile`)} />
            <TextField
              label={`Child ${index + 1} email`}
              type="email"
              autoComplete="off"
              optional
              {...form.register(`children.${index}.email`)}
            />
          </div>
        </fieldset>
      ))}
    </div>
  )
}

export function EmergencyPanel({ form }: PanelProps) {
  const field = binder(form)
  return (
    <div className={grid}>
      <TextField label="Emergency contact name" autoComplete="off" required {...field('emergency_name')} />
      <TextField
        label="Emergency contact email"
        type="email"
        autoComplete="off"
        optional
        {...field('emergency_email')}
      />
      <PhoneField label="Emergency contact phone" required {...field('emergency_contact')} />
      <TextField label="Relationship" autoComplete="off" required {...field('emergency_relationship')} />
    </div>
  )
}

export function AchPanel({ form }: PanelProps) {
  const field = binder(form)
  const bank = { autoComplete: 'off', optional: true }
  return (
    <div className={grid}>
      <TextField label="Depository name" {...bank} {...field('depository_name')} />
      <TextField label="Branch" {...bank} {...field('branch')} />
      <TextField label="Bank city" {...bank} {...field('city')} />
      <TextField label="Bank state" {...bank} {...field('state')} />
      <TextField label="Bank zip" {...bank} {...field('zip_code')} />
      <TextField
        label="Routing number"
        inputMode="numeric"
        maxLength={9}
        {...bank}
        {...field('routing_no', { digits: true })}
      />
      <TextField
        label="Account number"
        inputMode="numeric"
        maxLength={17}
        {...bank}
        {...field('acc_no', { digits: true })}
      />
      <TextField label="Name on account" {...bank} {...field('name_on_acc')} />
      <SelectField
        label="Account type"
        placeholderOption="Choose an account type"
        options={accountTypes}
        {...field('type_of_acc')}
      />
    </div>
  )
}
