/**
 * `no-restricted-imports` sees only static imports. This rule holds `import()` to the same patterns
 * (regular expressions over the import's source), so a lazy import cannot cross a boundary either.
 */
export const restrictDynamicImports = {
  meta: {
    type: 'problem',
    docs: { description: 'Restricts the sources of import() expressions, as no-restricted-imports does for static ones.' },
    schema: [
      {
        type: 'array',
        items: { type: 'object', properties: { regex: { type: 'string' }, message: { type: 'string' } }, required: ['regex'] },
      },
    ],
  },
  create(context) {
    const patterns = (context.options[0] ?? []).map(({ regex, message }) => ({ regex: new RegExp(regex), message }));
    return {
      ImportExpression(node) {
        const source = staticSource(node.source);
        if (source === null) {
          context.report({ node, message: 'Import a literal path, so the dependency direction can be checked.' });
          return;
        }
        const hit = patterns.find(({ regex }) => regex.test(source));
        if (hit)
          context.report({ node, message: `'${source}' import is restricted from being used by a pattern. ${hit.message ?? ''}`.trim() });
      },
    };
  },
};

/** The path an import() names, when it is written out; null when it is computed. */
function staticSource(node) {
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0].value.cooked;
  return null;
}
