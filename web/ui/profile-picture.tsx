import { useState } from 'react'

interface ProfilePictureProps {
  url: string | null
  name: string
  /** Pixels, square. */
  size: number
}

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('')
}

/** The member's picture, or the default (their initials on the club's navy) when there is none or it fails to load. */
export function ProfilePicture({ url, name, size }: ProfilePictureProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null)
  const style = { width: size, height: size }
  if (url && failedUrl !== url) {
    return (
      <img
        src={url}
        alt={`${name}’s profile picture`}
        width={size}
        height={size}
        style={style}
        onError={() => setFailedUrl(url)}
        className="shrink-0 rounded-full object-cover ring-2 ring-gold-400"
      />
    )
  }
  return (
    <span
      role="img"
      aria-label={`${name} (no profile picture)`}
      style={{ ...style, fontSize: size / 2.6 }}
      className="grid shrink-0 place-items-center rounded-full bg-navy-800 font-display font-semibold text-gold-400 ring-2 ring-gold-400"
    >
      {initialsOf(name)}
    </span>
  )
}
