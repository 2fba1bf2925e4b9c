/**
 * An attribute that names one of a few choices: missing is undefined (the default); an unknown name is
 * ignored, with a console warning that lists the choices.
 */
export function namedChoice<T extends string>(attribute: string, value: string | null | undefined, names: readonly T[]): T | undefined {
  const name = value?.trim();
  const known = names.find((choice) => choice === name);
  if (name && !known) console.warn(`lst-stake: ${attribute} "${name}" is ignored: not ${names.join(', ')}`);
  return known;
}
