import type { LstEntry } from '../../widget/core/lst/lst';
import { META } from '../../widget/core/lst/lst';
import { claimsAnotherMint } from './projectView';

/** How many projects the explore page features. */
export const FEATURED_COUNT = 2;

/**
 * The spec's filter: no '(Sanctum Automated)' names, and a first bullet point is required. Entries
 * whose meta claims another mint are left out too (see claimsAnotherMint).
 */
export function explorableProjects(list: readonly LstEntry[]): LstEntry[] {
  return list.filter(
    (entry) => !entry.name.includes('(Sanctum Automated)') && Boolean(entry.meta?.[META.bullet1]?.trim()) && !claimsAnotherMint(entry),
  );
}

/** Fisher-Yates on a copy: every order equally likely (unlike sorting by a random comparator). */
export function shuffle<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/** Two projects at random, only when at least two qualify; the rest keep the list's order. */
export function pickFeatured(projects: readonly LstEntry[], random?: () => number): { featured: LstEntry[]; rest: LstEntry[] } {
  if (projects.length < FEATURED_COUNT) return { featured: [], rest: [...projects] };
  const featured = shuffle(projects, random).slice(0, FEATURED_COUNT);
  return { featured, rest: projects.filter((entry) => !featured.includes(entry)) };
}

/** Name, symbol and categories, case-insensitive; an empty query matches everything. */
export function matchesSearch(entry: LstEntry, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  const meta = entry.meta ?? {};
  return [entry.name, entry.symbol, meta[META.name], meta[META.symbol], meta[META.categories]].some((field) =>
    field?.toLowerCase().includes(needle),
  );
}
