import { HYDRATED_EVENT } from './hydrated-event.ts'

/**
 * Rewrites a prerendered page so that its scripts load after the page has painted (decision 6).
 *
 * React Router's `<Scripts />` emits a `modulepreload` link for every module the page needs and an inline module
 * script that imports them statically. The browser fetches all of them at high priority and runs them before the first
 * paint, although the prerendered page is complete without them. Here the links go, and the inline script waits for
 * the page to load and paint (or the visitor's first tap or key press) before it preloads and imports the same modules.
 */
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g
const ROUTE_MODULES_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/
const SIDE_EFFECT_IMPORT = /^import ("[^"]+");$/
const NAMESPACE_IMPORT = /^import \* as (\w+) from ("[^"]+");$/

/**
 * A button does nothing until the page has hydrated, and a form's submit button would send the form the old way. So
 * until then a click on a button is held (only the first) and replayed once the app has hydrated: the tap that started
 * the scripts still opens the menu. Links are left alone; they work without scripts.
 */
const holdButtonClicks = `{
  let held = null;
  const hold = (event) => {
    const button = event.target instanceof Element ? event.target.closest("button") : null;
    if (!button) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held ??= button;
  };
  addEventListener("click", hold, true);
  addEventListener(${JSON.stringify(HYDRATED_EVENT)}, () => {
    removeEventListener("click", hold, true);
    if (held?.isConnected) held.click();
  }, { once: true });
}`

/**
 * Resolves once the page has loaded and shown its first content, or at the visitor's first tap or key press, whichever
 * comes first. A frame alone is not enough: during a web font's block period the first frames show no text. No timers:
 * tests that freeze the page's clock must still see it hydrate.
 */
const waitForFirstPaintOrInput = `await new Promise((start) => {
  const inputs = ["pointerdown", "keydown", "touchstart"];
  const go = () => {
    for (const input of inputs) removeEventListener(input, go, true);
    start();
  };
  for (const input of inputs) addEventListener(input, go, { capture: true, passive: true });
  const loaded = new Promise((done) => {
    if (document.readyState === "complete") done();
    else addEventListener("load", done, { once: true });
  });
  const painted = new Promise((done) => {
    new PerformanceObserver((entries, observer) => {
      if (!entries.getEntriesByName("first-contentful-paint").length) return;
      observer.disconnect();
      done();
    }).observe({ type: "paint", buffered: true });
  });
  Promise.all([loaded, painted]).then(go);
});`

export class UnexpectedScriptsError extends Error {
  constructor(reason: string) {
    super(`Cannot defer this page's scripts: ${reason}. Has React Router changed what <Scripts /> renders?`)
    this.name = 'UnexpectedScriptsError'
  }
}

function rewriteRouteModulesScript(script: string, preloads: string[]): string {
  const imports: { name: string; specifier: string }[] = []
  const rest: string[] = []
  for (const line of script.split('\n')) {
    const sideEffect = SIDE_EFFECT_IMPORT.exec(line)
    const namespace = NAMESPACE_IMPORT.exec(line)
    if (sideEffect?.[1]) imports.push({ name: '', specifier: sideEffect[1] })
    else if (namespace?.[1] && namespace[2]) imports.push({ name: namespace[1], specifier: namespace[2] })
    else if (line.startsWith('import ') || line.startsWith('export ')) {
      throw new UnexpectedScriptsError(`a static import or export this rewrite does not know: ${line}`)
    } else rest.push(line)
  }
  if (imports.length === 0) throw new UnexpectedScriptsError('the inline module script imports nothing')
  const names = imports.map(({ name }) => name).join(', ')
  const loads = imports.map(({ specifier }) => `import(${specifier})`).join(', ')
  return [
    holdButtonClicks,
    waitForFirstPaintOrInput,
    `for (const href of ${JSON.stringify(preloads)}) {`,
    `  const link = document.createElement("link");`,
    `  link.rel = "modulepreload";`,
    `  link.href = href;`,
    `  document.head.append(link);`,
    `}`,
    `const [${names}] = await Promise.all([${loads}]);`,
    ...rest,
  ].join('\n')
}

export function hydrateAfterPaint(html: string): string {
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map(([, href]) => href ?? '')
  const routeModules = ROUTE_MODULES_SCRIPT.exec(html)?.[1]
  if (routeModules === undefined) throw new UnexpectedScriptsError('no inline module script')
  if (preloads.length === 0) throw new UnexpectedScriptsError('no module preloads')
  const script = rewriteRouteModulesScript(routeModules, preloads)
  return html
    .replace(MODULE_PRELOAD, '')
    .replace(ROUTE_MODULES_SCRIPT, () => `<script type="module">${script}</script>`)
}
