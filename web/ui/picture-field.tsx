import { useEffect, useId, useRef, useState } from 'react'
import { PICTURE_HINT, PICTURE_MAX_BYTES, PICTURE_TYPES } from '../../common/member-details.ts'
import { ProfilePicture } from './profile-picture.tsx'
import { AlertMessage } from './alert-message.tsx'

/** The same words the server uses, said at once for what the browser can tell. */
export function pictureProblem(file: File): string | undefined {
  if (!(PICTURE_TYPES as readonly string[]).includes(file.type)) return 'Please choose a PNG or JPEG image.'
  if (file.size >= PICTURE_MAX_BYTES) return 'The picture must be under 1 MB.'
  return undefined
}

interface PictureFieldProps {
  /** The picture the member has now, shown until they choose another. */
  current: { url: string | null; name: string }
  onChange: (file: File | undefined, problem: string | undefined) => void
  problem: string | undefined
  /** Whose picture it is, for the preview's text: `your` in the portal, the member's name in the back office. */
  whose?: string
  /**
   * Whether the current picture is named here; in the portal it is hidden from screen readers, as it is named beside
   * the form already.
   */
  announceCurrent?: boolean
}

/** Choose a new profile picture, and see it before saving. */
export function PictureField({
  current,
  onChange,
  problem,
  whose = 'your',
  announceCurrent = false,
}: PictureFieldProps) {
  const id = useId()
  const [preview, setPreview] = useState<string>()
  const shown = useRef<string | undefined>(undefined)
  useEffect(() => () => revoke(shown.current), [])

  function revoke(url: string | undefined) {
    if (url) URL.revokeObjectURL(url)
  }

  return (
    <div className="flex flex-wrap items-center gap-5">
      {preview ? (
        <img
          src={preview}
          alt={`Preview of ${whose} new profile picture`}
          width={96}
          height={96}
          className="h-24 w-24 rounded-full object-cover ring-2 ring-gold-500"
        />
      ) : (
        <span aria-hidden={announceCurrent ? undefined : true}>
          <ProfilePicture url={current.url} name={current.name} size={96} />
        </span>
      )}
      <div>
        <label htmlFor={id} className="block text-sm font-medium text-navy-900">
          Profile picture <span className="font-normal text-navy-800/70">(optional)</span>
        </label>
        <input
          id={id}
          type="file"
          accept={PICTURE_TYPES.join(',')}
          aria-describedby={`${id}-hint ${id}-problem`}
          aria-invalid={problem ? true : undefined}
          onChange={(event) => {
            const chosen = event.target.files?.[0]
            const chosenProblem = chosen ? pictureProblem(chosen) : undefined
            revoke(shown.current)
            shown.current = chosen && !chosenProblem ? URL.createObjectURL(chosen) : undefined
            setPreview(shown.current)
            onChange(chosen, chosenProblem)
          }}
          className="mt-2 block text-sm text-navy-900 file:mr-4 file:rounded-full file:border-0 file:bg-navy-900 file:px-5 file:py-2 file:text-sand-50 hover:file:bg-navy-800"
        />
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-navy-800/75">
          {PICTURE_HINT}
        </p>
        <AlertMessage id={`${id}-problem`} className="mt-1">
          {problem}
        </AlertMessage>
      </div>
    </div>
  )
}
