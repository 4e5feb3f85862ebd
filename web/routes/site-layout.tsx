import { Outlet } from 'react-router'
import { HeaderAccount, MobileAccountLinks } from '../features/auth/header-account.tsx'
import { SiteFooter } from '../features/site-shell/site-footer.tsx'
import { SiteHeader } from '../features/site-shell/site-header.tsx'
import { ToastArea } from '../features/site-shell/toast-area.tsx'
import { TopBar } from '../features/site-shell/top-bar.tsx'

/**
 * The shell of every page: top bar, sticky navigation, the page, footer and the notice area. The header knows nothing
 * of sessions; the account controls come from the auth feature through here.
 */
export default function SiteLayout() {
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-gold-500 px-5 py-2 text-navy-950 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <TopBar />
      <SiteHeader account={<HeaderAccount />} mobileAccount={(close) => <MobileAccountLinks onNavigate={close} />} />
      <main id="main" tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <ToastArea />
    </>
  )
}
