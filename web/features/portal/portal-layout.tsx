import type { ReactNode } from 'react'
import type { MemberProfile } from '../../../common/accounts.ts'
import { clubDateLabel } from '../../../common/club-time.ts'
import { buttonClass } from '../../ui/button-styles.ts'
import { HelpfulLinks } from './helpful-links.tsx'
import { MemberInformation } from './member-information.tsx'
import { ProfilePicture } from '../../ui/profile-picture.tsx'
import type { PortalTab } from './portal-tabs.ts'
import { TierBadge } from './tier-badge.tsx'

/** The tab's area: the portal moves the focus here when it changes the tab itself, as after a save. */
export const PORTAL_TAB_ID = 'portal-tab'

interface PortalLayoutProps {
  profile: MemberProfile
  tab: PortalTab
  /** The member has pressed Log out and is on their way to /login. */
  leaving: boolean
  onLogOut: () => void
  children: ReactNode
}

/**
 * The member dashboard's frame (portal-and-admin.md §2): on a desktop, a navy column edged with the club's gold strip
 * holds the member's card, the links and their information, beside the chosen tab; on a phone the card and links come
 * first, the tab next, the information last.
 */
export function PortalLayout({ profile, tab, leaving, onLogOut, children }: PortalLayoutProps) {
  const name = `${profile.first_name} ${profile.last_name}`.trim() || profile.username
  return (
    <div className="bg-sand-50">
      <div className="mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)] lg:grid-cols-[20rem_minmax(0,1fr)] lg:grid-rows-[auto_1fr]">
        <div className="relative bg-navy-950 px-6 pt-8 pb-6 text-sand-50 lg:pt-12 lg:pl-9">
          <span aria-hidden="true" className="absolute inset-y-0 left-0 w-1.5 bg-gold-500" />
          <div className="flex items-center gap-4 lg:flex-col lg:items-start">
            <ProfilePicture url={profile.picture_url} name={name} size={88} />
            <div>
              <h1 className="font-display text-4xl leading-tight font-semibold">Hello, {profile.first_name}</h1>
              <p className="mt-2">
                <TierBadge tier={profile.tier} />
              </p>
              <p className="mt-2 text-sm text-sand-100/80">
                Member since {clubDateLabel(profile.membership_started_on)}
              </p>
            </div>
          </div>
          <p className="mt-6 text-sm text-sand-100/80">
            Mariner Points
            <span className="mt-1 block font-display text-5xl font-semibold text-gold-400" aria-live="polite">
              {profile.points_balance.toLocaleString('en-US')}
            </span>
          </p>
          <div className="mt-8">
            <HelpfulLinks tab={tab} />
          </div>
          <button
            type="button"
            className={buttonClass('outline-light', 'mt-6 px-5 py-2')}
            disabled={leaving}
            onClick={onLogOut}
          >
            Log out
          </button>
        </div>
        <div
          id={PORTAL_TAB_ID}
          tabIndex={-1}
          className="px-4 py-10 focus:outline-none sm:px-8 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:py-12"
        >
          {children}
        </div>
        <div className="relative bg-navy-950 px-6 pt-2 pb-12 lg:self-start lg:pl-9">
          <span aria-hidden="true" className="absolute inset-y-0 left-0 w-1.5 bg-gold-500" />
          <MemberInformation profile={profile} />
        </div>
      </div>
    </div>
  )
}

/** The same frame while the profile loads: blocks where the card and its text will be, so nothing moves. */
export function PortalSkeleton() {
  return (
    <div className="bg-sand-50" aria-busy="true">
      <p role="status" className="sr-only">
        Loading your membership…
      </p>
      <div className="mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)] lg:grid-cols-[20rem_minmax(0,1fr)]">
        <div className="relative bg-navy-950 px-6 pt-8 pb-6 lg:min-h-[40rem] lg:pt-12 lg:pl-9">
          <span aria-hidden="true" className="absolute inset-y-0 left-0 w-1.5 bg-gold-500" />
          <div className="flex items-center gap-4 lg:flex-col lg:items-start">
            <span className="block h-[88px] w-[88px] rounded-full bg-sand-50/10 motion-safe:animate-pulse" />
            <span className="block h-10 w-48 rounded-sm bg-sand-50/10 motion-safe:animate-pulse" />
          </div>
          <span className="mt-6 block h-16 w-40 rounded-sm bg-sand-50/10 motion-safe:animate-pulse" />
        </div>
        <div className="px-4 py-10 sm:px-8 lg:py-12">
          <span className="block h-10 w-64 rounded-sm bg-navy-900/10 motion-safe:animate-pulse" />
          <span className="mt-6 block h-64 w-full rounded-sm bg-navy-900/5 motion-safe:animate-pulse" />
        </div>
      </div>
    </div>
  )
}
