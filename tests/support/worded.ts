import { inEnglish, type Said } from '../../widget/core/texts/said';

const isSaid = (value: unknown): value is Said =>
  typeof value === 'object' && value !== null && typeof (value as Said).key === 'string' && typeof (value as Said).text === 'string';

/** A state, verdict or refusal with every text the widget says put into English words, as a staker reads them. */
export function worded(value: unknown): unknown {
  if (isSaid(value)) return inEnglish(value);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, worded(inner)]));
}
