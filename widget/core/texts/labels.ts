import type { GuardKey } from '../guard/refusals';
import type { PoolAttributeKey } from '../lst/poolAttributeTexts';
import type { EnglishKey } from './english';
import type { PickerKey } from './pickerEnglish';
import type { RunKey } from './runEnglish';
import type { UnstakeKey } from './unstakeEnglish';
import type { BringKey } from './bringEnglish';

/**
 * Every text the widget can show, by key: the card's, the wallet button's, the wallet picker's, a running
 * action's, the transaction guard's, its `pool` attribute's and its Unstake tab's.
 */
export type LabelKey = EnglishKey | PickerKey | RunKey | GuardKey | PoolAttributeKey | UnstakeKey;
/** A complete set of texts: what each built-in translation is. */
export type Labels = Record<LabelKey, string>;
/** A page's own texts for some keys (the `labels` prop, or the attribute's JSON); the rest stay. "Bring your stake"'s keys too (its translations are chunks of their own). */
export type LabelOverrides = Partial<Labels & Record<BringKey, string>>;

/** Longer than any text the card needs; a page's label beyond it is cut, so it cannot blow up the card. */
export const MAX_LABEL_LENGTH = 300;

export interface ReadLabels {
  labels: LabelOverrides;
  /** Why some or all of what was given was left out, for the console; null when all of it was used. */
  problem: string | null;
}

/**
 * A page's labels as the card uses them: JSON text (the attribute) or an object (the prop). Only
 * string values are kept, each cut to MAX_LABEL_LENGTH; they are rendered as text, never as markup.
 * Anything else is left out with a reason, and the card keeps its own words: bad labels never break it.
 */
export function readLabels(given: unknown): ReadLabels {
  if (given === undefined || given === null || given === '') return { labels: {}, problem: null };
  let value = given;
  if (typeof given === 'string') {
    try {
      value = JSON.parse(given);
    } catch {
      return { labels: {}, problem: 'labels is not valid JSON' };
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { labels: {}, problem: 'labels is not an object' };
  const labels: Record<string, string> = {};
  const skipped: string[] = [];
  for (const [key, text] of Object.entries(value)) {
    if (typeof text === 'string') labels[key] = text.slice(0, MAX_LABEL_LENGTH);
    else skipped.push(key);
  }
  return { labels, problem: skipped.length ? `labels ${skipped.join(', ')} are not strings` : null };
}
