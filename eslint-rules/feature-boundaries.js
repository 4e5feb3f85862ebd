import path from 'node:path'

/**
 * `web/features/<name>/` is one feature: it may use `web/ui`, `web/lib` and `common/`, never another feature. Routes in
 * `web/routes/` compose features. Imports are resolved against the importing file, so `../booking/x` from the portal
 * is caught as surely as a path through `web/features/`.
 */
const featureOf = (file) => {
  const parts = path.relative(process.cwd(), file).split(path.sep)
  return parts[0] === 'web' && parts[1] === 'features' && parts.length > 3 ? parts[2] : undefined
}

export const noCrossFeatureImports = {
  meta: {
    type: 'problem',
    docs: { description: 'A module of one web feature does not import another feature.' },
    messages: {
      crossFeature:
        'web/features/{{from}} imports web/features/{{to}}: features do not import each other; compose them in ' +
        'web/routes/ or move what both need to web/ui, web/lib or common/.',
    },
    schema: [],
  },
  create(context) {
    const from = featureOf(context.filename)
    if (from === undefined) return {}
    const check = (node) => {
      const source = node.source?.value
      if (typeof source !== 'string' || !source.startsWith('.')) return
      const to = featureOf(path.resolve(path.dirname(context.filename), source))
      if (to !== undefined && to !== from)
        context.report({ node: node.source, messageId: 'crossFeature', data: { from, to } })
    }
    return {
      ImportDeclaration: check,
      ImportExpression: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
    }
  },
}

export const featureBoundaries = { rules: { 'no-cross-feature-imports': noCrossFeatureImports } }
