import { club } from '../../common/club.ts'
import { pageMeta } from '../ui/page-meta.ts'

export function meta() {
  return pageMeta({
    title: club.name,
    description: `${club.name} in ${club.city}: crewed, captained luxury yachts for members. ${club.tagline}`,
    path: '/',
  })
}

export default function Home() {
  return (
    <main>
      <section className="relative grid min-h-dvh place-items-center overflow-hidden bg-gradient-to-b from-navy-950 via-navy-900 to-navy-700 px-6 text-center text-sand-50">
        <div className="max-w-3xl">
          <p className="text-sm font-medium uppercase tracking-[0.35em] text-gold-400">{club.name}</p>
          <h1 className="mt-6 font-display text-5xl leading-tight font-semibold sm:text-7xl">
            The Pure Joy of Luxury Boating Without the Hassle
          </h1>
          <p className="mx-auto mt-8 max-w-xl text-lg text-sand-100/85">{club.tagline}</p>
        </div>
      </section>
    </main>
  )
}
