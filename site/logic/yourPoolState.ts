import type { ManagedPool } from '../../widget/manage/types';

/**
 * What "Your pool" shows before any action: the wallet's launched pool being looked for, no wallet to
 * look with, none launched, the pool being read, a read that was refused or failed (in words, with
 * "Try again"), or the pool. `rereading`: its figures are being read again (after an action, an epoch).
 */
export type YourPoolState =
  | { status: 'finding' }
  | { status: 'disconnected' }
  | { status: 'none' }
  | { status: 'reading' }
  | { status: 'refused'; words: string }
  | { status: 'ready'; pool: ManagedPool; rereading: boolean };
