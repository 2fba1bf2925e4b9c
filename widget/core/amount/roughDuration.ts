import { sayUnstake as say } from '../texts/unstakeEnglish';
import type { Said } from '../texts/said';

/**
 * How long until a stake account's SOL can be withdrawn, as a person says it: whole days from a day
 * and a half, whole hours from an hour and a half, else minutes (at least 2: "about 1 minutes" reads
 * wrong in every language). Unknown (a clock we cannot read the epoch from): "about one epoch".
 */
export function roughDuration(seconds: number | null): Said {
  if (seconds === null) return say('timeEpoch');
  const hours = seconds / 3_600;
  if (hours >= 36) return say('timeDays', { count: Math.round(hours / 24) });
  if (hours >= 1.5) return say('timeHours', { count: Math.round(hours) });
  return say('timeMinutes', { count: Math.max(2, Math.round(seconds / 60)) });
}
