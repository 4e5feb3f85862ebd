import { useEffect } from 'react'
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, type Location } from 'react-router'
import type { Route } from './+types/root'
import cormorantUrl from '@fontsource-variable/cormorant-garamond/files/cormorant-garamond-latin-wght-normal.woff2?url'
import jostUrl from '@fontsource-variable/jost/files/jost-latin-wght-normal.woff2?url'
import appStylesUrl from './app.css?url'
import { club } from '../common/club.ts'
import { useAuthSession } from './features/auth/use-auth-session.ts'
import { HYDRATED_EVENT } from './lib/hydrated-event.ts'

/** These pages come back to where the visitor left them, per path, for the session (public-site.md §2). */
const scrollRememberedPaths = new Set(['/', '/fleet', '/membership', '/founders'])

function scrollKey(location: Location): string {
  return scrollRememberedPaths.has(location.pathname) ? location.pathname : location.key
}

/**
 * The style sheet goes ahead of the scripts' preloads (React hoists a stylesheet with a precedence to the top of the
 * head), and the two fonts every page shows load alongside it instead of after it.
 */
export const links: Route.LinksFunction = () => [
  { rel: 'preload', href: jostUrl, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'preload', href: cormorantUrl, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'stylesheet', href: appStylesUrl, precedence: 'default' },
]

/** The app shell's title (the page the server sends for sign-in, portal and admin) until the page sets its own. */
export const meta: Route.MetaFunction = () => [{ title: club.name }]

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b1f3f" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/brand/apple-touch-icon.png" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh">
        {children}
        <ScrollRestoration getKey={scrollKey} />
        <Scripts />
      </body>
    </html>
  )
}

export default function App() {
  useAuthSession()
  // Replays a button click held while the page was still hydrating (web/lib/hydrate-after-paint.ts).
  useEffect(() => {
    window.dispatchEvent(new Event(HYDRATED_EVENT))
  }, [])
  return <Outlet />
}

export function HydrateFallback() {
  return (
    <main className="grid min-h-dvh place-items-center bg-navy-900 text-sand-50">
      <p className="font-display text-3xl tracking-wide">{club.name}</p>
    </main>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : 'Something went wrong while showing this page.'
  return (
    <main className="grid min-h-dvh place-items-center bg-navy-900 px-6 text-center text-sand-50">
      <div>
        <h1 className="font-display text-4xl">We hit rough water</h1>
        <p className="mt-4 text-sand-100/80">{message}</p>
        <a className="mt-8 inline-block text-gold-400 underline underline-offset-4" href="/">
          Return to the home page
        </a>
      </div>
    </main>
  )
}
