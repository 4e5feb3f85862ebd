import { Link } from 'react-router'
import { club } from '../../common/club.ts'

export function meta() {
  return [
    { title: `Page not found | ${club.name}` },
    { name: 'description', content: 'This page does not exist.' },
    { name: 'robots', content: 'noindex' },
  ]
}

export default function NotFound() {
  return (
    <div className="grid min-h-[70vh] place-items-center bg-gradient-to-b from-navy-950 to-navy-800 px-6 py-24 text-center text-sand-50">
      <div className="max-w-xl">
        <p className="font-display text-8xl font-semibold text-gold-400">404</p>
        <h1 className="mt-4 font-display text-4xl font-semibold sm:text-5xl">This page has sailed away</h1>
        <p className="mt-6 text-lg text-sand-100/85">
          The page you were looking for is not here. It may have moved, or the address may be mistyped.
        </p>
        <Link
          to="/"
          className="mt-10 inline-block rounded-full bg-gold-500 px-8 py-3 font-medium tracking-wide text-navy-950 transition-colors hover:bg-gold-400"
        >
          Return to the home page
        </Link>
      </div>
    </div>
  )
}
