/** The letter a logo placeholder shows: the name's first character (not code unit), upper-cased. */
export function logoInitial(name: string): string {
  return Array.from(name.trim())[0]?.toUpperCase() ?? '?';
}
