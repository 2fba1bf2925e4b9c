import { sayer } from './said';

/**
 * The "Bring your stake" texts the card's entry says (its button, and the line while the panel loads), in
 * English: apart from the panel's (bringEnglish.ts, which includes these) so the entry's chunk, loaded by
 * every connected card whose pool takes stake accounts, carries two texts rather than all of them.
 */
export const bringEntryEnglish = {
  bringOpen: 'Or bring a stake account',
  bringLoading: 'Looking for your stake accounts…',
} as const;

/** Says one of the entry's texts, as data the card words in its own language. */
export const sayBringEntry = sayer(bringEntryEnglish);
