/**
 * Whether two option objects say the same thing: the same keys with identical values, arrays compared
 * item by item. A `config={{…}}` written inline is a new object on every render of its parent, but
 * says the same thing; functions (a custom `fetch`) still compare by identity.
 */
export function sameValue(a: object | undefined, b: object | undefined): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  const keysA = Object.keys(a);
  if (keysA.length !== Object.keys(b).length) return false;
  return keysA.every((key) => {
    const x = (a as Record<string, unknown>)[key];
    const y = (b as Record<string, unknown>)[key];
    if (Array.isArray(x) && Array.isArray(y)) return x.length === y.length && x.every((item, index) => item === y[index]);
    return Object.is(x, y);
  });
}
