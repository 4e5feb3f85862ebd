import { club } from '../../common/club.ts'
import { LoginForm } from '../features/auth/login-form.tsx'
import { SignedInNote } from '../features/auth/signed-in-note.tsx'
import { pageMeta } from '../ui/page-meta.ts'
import { SlotImage } from '../ui/slot-image.tsx'

export function meta() {
  return pageMeta({
    title: 'Log In',
    description: `Members and staff of ${club.name}: log in to the member portal or admin services.`,
    path: '/login',
    noindex: true,
  })
}

export default function Login() {
  return (
    <section className="grid bg-sand-50 lg:min-h-[calc(100dvh-7rem)] lg:grid-cols-[1.1fr_1fr]">
      <div className="relative h-56 sm:h-80 lg:h-auto">
        <SlotImage
          id="login/hero"
          loading="eager"
          fetchPriority="high"
          sizes="(min-width: 1024px) 55vw, 100vw"
          className="absolute inset-0 h-full w-full object-cover"
        />
      </div>
      <div className="flex items-center px-4 py-12 sm:px-10 sm:py-16 lg:px-16">
        <div className="mx-auto w-full max-w-md">
          <p className="text-xs font-medium tracking-[0.35em] text-gold-700 uppercase">Members</p>
          <h1 className="mt-3 font-display text-4xl leading-tight font-semibold text-navy-900 sm:text-5xl">
            Welcome to {club.name}
          </h1>
          <p className="mt-3 text-lg text-navy-800/85">Please log in to continue</p>
          <div className="mt-8 space-y-8">
            <SignedInNote />
            <LoginForm />
          </div>
        </div>
      </div>
    </section>
  )
}
