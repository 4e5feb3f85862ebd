import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { PICTURE_HINT, PICTURE_TYPES } from '../../../../common/member-details.ts'
import { AlertMessage } from '../../../ui/alert-message.tsx'
import { pictureProblem } from '../../../ui/picture-field.tsx'

interface PictureCardProps {
  picture: File | null
  onChange: (picture: File | null) => void
}

/** The new member's picture: a PNG or JPEG under 1 MB, previewed; anything else is refused as soon as it is chosen. */
export function PictureCard({ picture, onChange }: PictureCardProps) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [refusal, setRefusal] = useState<string>()
  const preview = useMemo(() => (picture ? URL.createObjectURL(picture) : undefined), [picture])
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview)
    },
    [preview],
  )
  useEffect(() => {
    // The form was reset: the input forgets its file too.
    if (!picture && input.current) input.current.value = ''
  }, [picture])

  function choose(file: File | undefined) {
    if (!file) return onChange(null)
    const refused = pictureProblem(file)
    setRefusal(refused)
    if (refused && input.current) input.current.value = ''
    onChange(refused ? null : file)
  }

  return (
    <section aria-labelledby={`${id}-title`} className="min-w-0 rounded-sm bg-white p-4 ring-1 ring-navy-900/10 sm:p-6">
      <h3 id={`${id}-title`} className="font-display text-2xl font-semibold text-navy-900">
        Profile picture
      </h3>
      <div className="mt-4 flex flex-col items-start gap-6 sm:flex-row sm:items-center">
        <div className="flex size-28 shrink-0 items-center justify-center overflow-hidden rounded-full bg-sand-100 ring-1 ring-navy-900/15">
          {preview ? (
            <img src={preview} alt="The chosen picture" className="size-full object-cover" />
          ) : (
            <span className="text-xs text-navy-800/70">No picture</span>
          )}
        </div>
        <div className="w-full min-w-0 sm:flex-1">
          <label htmlFor={id} className="block text-sm font-medium text-navy-900">
            Picture <span className="font-normal text-navy-800/70">(optional)</span>
          </label>
          <input
            ref={input}
            id={id}
            type="file"
            accept={PICTURE_TYPES.join(',')}
            aria-describedby={`${id}-hint ${id}-error`}
            className="mt-2 block w-full max-w-full text-sm text-navy-900 file:mr-4 file:rounded-full file:border-0 file:bg-navy-900 file:px-4 file:py-2 file:text-sand-50"
            onChange={(event) => choose(event.target.files?.[0])}
          />
          {picture && <p className="mt-1.5 text-sm break-all text-navy-900">Chosen: {picture.name}</p>}
          <p id={`${id}-hint`} className="mt-1.5 text-xs text-navy-800/75">
            {PICTURE_HINT}
          </p>
          <AlertMessage id={`${id}-error`} reserveSpace className="mt-1.5">
            {refusal}
          </AlertMessage>
        </div>
      </div>
    </section>
  )
}
