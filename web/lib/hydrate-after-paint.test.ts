import { describe, expect, it } from 'vitest'
import { hydrateAfterPaint, UnexpectedScriptsError } from './hydrate-after-paint.ts'

const routeModules = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-1.js";
import * as route1 from "/assets/home-1.js";
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-1.js");`

const page = `<html><head><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/framework-1.js"/><link rel="stylesheet" href="/assets/app.css"/></head><body><main>Welcome aboard</main><script>window.__reactRouterContext = {};</script><script type="module" async="">${routeModules}</script></body></html>`

describe('hydrateAfterPaint', () => {
  const html = hydrateAfterPaint(page)

  it('drops the module preloads from the head and keeps everything else', () => {
    expect(html).not.toContain('<link rel="modulepreload"')
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/>')
    expect(html).toContain('<main>Welcome aboard</main>')
    expect(html).toContain('<script>window.__reactRouterContext = {};</script>')
  })

  it('imports the same modules, in the same order, once the page has loaded and painted or the visitor acts', () => {
    const script = /<script type="module">([\s\S]*)<\/script>/.exec(html)?.[1] ?? ''
    expect(script).not.toMatch(/^import /m)
    expect(script).toContain('addEventListener("load"')
    expect(script).toContain('getEntriesByName("first-contentful-paint")')
    expect(script).toContain('["pointerdown", "keydown", "touchstart"]')
    expect(script).toContain('["/assets/manifest-1.js","/assets/framework-1.js"]')
    expect(script).toContain(
      'const [, route0, route1] = await Promise.all([import("/assets/manifest-1.js"), import("/assets/root-1.js"), import("/assets/home-1.js")]);',
    )
    expect(script).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};')
    expect(script.indexOf('await new Promise')).toBeLessThan(script.indexOf('await Promise.all'))
    expect(script.indexOf('addEventListener("click", hold, true)')).toBeLessThan(script.indexOf('await new Promise'))
    expect(script).toContain('addEventListener("app:hydrated"')
    expect(script.trimEnd().endsWith('import("/assets/entry.client-1.js");')).toBe(true)
  })

  it('refuses a page whose scripts it does not recognise, rather than leaving it without hydration', () => {
    expect(() => hydrateAfterPaint('<html><body></body></html>')).toThrow(UnexpectedScriptsError)
    expect(() => hydrateAfterPaint(page.replace(/<link rel="modulepreload"[^>]*>/g, ''))).toThrow(
      UnexpectedScriptsError,
    )
    expect(() => hydrateAfterPaint(page.replace('import * as route1 from', 'import { route1 } from'))).toThrow(
      /does not know/,
    )
  })
})
