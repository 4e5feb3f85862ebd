import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useFieldArray, useForm } from 'react-hook-form'
import {
  type CrewOuting,
  MAX_DAMAGE_ITEMS,
  MAX_DAMAGE_PHOTOS,
  checkInRequestSchema,
} from '../../../common/dock/dock-api.ts'
import type { z } from '../../../common/zod.ts'
import { type CheckInFields, checkIn } from './crew-client.ts'
import { DockField, DockNotes, MeterFields } from './dock-field.tsx'
import { dockButton, dockLabel } from './dock-styles.ts'
import { shrinkPhoto } from './shrink-photo.ts'
import { SubmissionFooter } from './submission-footer.tsx'
import { useDockSubmission } from './use-dock-submission.ts'

type CheckInFormInput = z.input<typeof checkInRequestSchema>

interface CheckInFormProps {
  outing: CrewOuting
  onDone: (outing: CrewOuting) => void
  onCancel: () => void
}

/** As the outing returns: the hour meter, the fuel, any damage with photos from the camera, and notes. */
export function CheckInForm({ outing, onDone, onCancel }: CheckInFormProps) {
  const [photos, setPhotos] = useState<File[]>([])
  const [photoError, setPhotoError] = useState<string>()
  const [preparing, setPreparing] = useState(false)
  /** The photos as they will be sent: a check-in pressed while they are being shrunk waits for them. */
  const [prepared, setPrepared] = useState<Promise<File[]>>(() => Promise.resolve([]))
  const form = useForm<CheckInFormInput, unknown, CheckInFields>({
    defaultValues: { engine_hours: '', fuel_percent: '', damage: [], notes: '' },
    resolver: zodResolver(checkInRequestSchema),
  })
  const damage = useFieldArray({ control: form.control, name: 'damage' })
  const errors = form.formState.errors
  const submission = useDockSubmission(
    ({ fields, files }: { fields: CheckInFields; files: File[] }, key: string) =>
      checkIn(outing.booking_id, fields, files, key),
    onDone,
  )

  return (
    <form
      noValidate
      aria-label={`Check in ${outing.vessel}`}
      className="grid gap-4"
      onSubmit={form.handleSubmit(async (fields) => submission.submit({ fields, files: await prepared }))}
    >
      <MeterFields
        engineHours={form.register('engine_hours')}
        fuelPercent={form.register('fuel_percent')}
        errors={errors}
      />
      <fieldset className="grid gap-3">
        <legend className={dockLabel}>Damage</legend>
        {damage.fields.length === 0 && <p className="text-base text-navy-950">No damage reported.</p>}
        {damage.fields.map((item, index) => (
          <div key={item.id} className="grid gap-2 rounded-md border-2 border-navy-900/30 p-3">
            <DockField
              label={`Damage ${index + 1}: what and where`}
              autoComplete="off"
              error={errors.damage?.[index]?.description?.message}
              {...form.register(`damage.${index}.description`)}
            />
            <button type="button" className={dockButton('outline')} onClick={() => damage.remove(index)}>
              Remove damage {index + 1}
            </button>
          </div>
        ))}
        {damage.fields.length < MAX_DAMAGE_ITEMS && (
          <button type="button" className={dockButton('outline')} onClick={() => damage.append({ description: '' })}>
            Add damage
          </button>
        )}
        <DockField
          label={`Photos (up to ${MAX_DAMAGE_PHOTOS})`}
          type="file"
          accept="image/*"
          capture="environment"
          multiple
          error={photoError}
          className="[&_input]:py-2"
          onChange={(event) => {
            const chosen = Array.from(event.target.files ?? [])
            if (chosen.length > MAX_DAMAGE_PHOTOS) {
              setPhotoError(`Choose at most ${MAX_DAMAGE_PHOTOS} photos.`)
              setPhotos([])
              setPrepared(Promise.resolve([]))
              event.target.value = ''
              return
            }
            setPhotoError(undefined)
            setPreparing(true)
            const shrinking = Promise.all(chosen.map(shrinkPhoto))
            setPrepared(shrinking)
            void shrinking.then(setPhotos).finally(() => setPreparing(false))
          }}
        />
        <p aria-live="polite" className="text-base text-navy-950">
          {preparing ? 'Preparing photos…' : photoCount(photos.length)}
        </p>
      </fieldset>
      <DockNotes label="Notes (optional)" error={errors.notes?.message} {...form.register('notes')} />
      <SubmissionFooter
        submission={submission}
        fallback="The check-in could not be recorded."
        action={{ idle: 'Check in', busy: 'Checking in…' }}
        onCancel={onCancel}
      />
    </form>
  )
}

function photoCount(count: number) {
  if (count === 0) return ''
  return count === 1 ? '1 photo chosen.' : `${count} photos chosen.`
}
