import { type RouteConfig, index, layout, route } from '@react-router/dev/routes'

export default [
  layout('routes/site-layout.tsx', [
    index('routes/home.tsx'),
    route('fleet', 'routes/fleet.tsx'),
    route('membership', 'routes/membership.tsx'),
    route('events', 'routes/events.tsx'),
    route('events/gallery', 'routes/events-gallery.tsx'),
    route('private-dining', 'routes/private-dining.tsx'),
    route('srq-yacht-management', 'routes/srq-yacht-management.tsx'),
    route('founders', 'routes/founders.tsx'),
    route('contact', 'routes/contact.tsx'),
    route('privacy-policy', 'routes/privacy-policy.tsx'),
    route('login', 'routes/login.tsx'),
    route('forgot_password', 'routes/forgot-password.tsx'),
    route('new_password', 'routes/new-password.tsx'),
    route('member-portal', 'routes/member-portal.tsx'),
    route('admin', 'routes/admin.tsx'),
    route('crew', 'routes/crew.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
  route('sitemap.xml', 'routes/sitemap-xml.ts'),
  route('robots.txt', 'routes/robots-txt.ts'),
] satisfies RouteConfig
