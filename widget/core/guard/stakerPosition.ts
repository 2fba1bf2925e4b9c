import type { Said } from '../texts/said';
import { PROGRAMS, TOKEN_PROGRAMS } from './programs';
import { guardText } from './refusals';
import { tokenName, type TokenNames } from './knownTokens';
import { readTokenAccount, type RawAccount, type TokenAccount } from './tokenLayouts';
import { decodeAddress } from './addressBytes';
import { sameBytes } from '../sameBytes';

/** Every account the transaction can change, as read before and as the simulation leaves it. */
export interface AccountChanges {
  before: ReadonlyMap<string, RawAccount | null>;
  after: ReadonlyMap<string, RawAccount | null>;
}

/** The staker's SOL and tokens, summed over their wallet and every token account of theirs that can change. */
export interface Position {
  lamportsBefore: bigint;
  lamportsAfter: bigint;
  /** Per mint: the staker's tokens before and after. */
  tokens: Map<string, { before: bigint; after: bigint }>;
}

const FROZEN = 2;
/** Token-2022 account extensions that a plain new account may carry: set by the mint or the program, not by anyone's choice. */
const PLAIN_ACCOUNT_EXTENSIONS = new Set([2 /* fee withheld */, 7 /* immutable owner */, 13, 15 /* hook's flag */, 27]);
/** Extensions whose bytes a transfer itself updates. */
const MOVING_EXTENSIONS = new Set([2, 15]);

const tokenOf = (account: RawAccount | null | undefined): TokenAccount | null =>
  account && TOKEN_PROGRAMS.includes(account.owner) ? readTokenAccount(account.data) : null;

const settingsOf = (token: TokenAccount) =>
  token.extensions
    .filter((extension) => !MOVING_EXTENSIONS.has(extension.type))
    .map((extension) => `${extension.type}:${[...extension.value].join(',')}`)
    .join(';');

/** True when `data` holds the 32 bytes of `address` anywhere: an account that records the staker. */
function names(data: Uint8Array, address: Uint8Array): boolean {
  outer: for (let offset = 0; offset + 32 <= data.length; offset++) {
    for (let index = 0; index < 32; index++) if (data[offset + index] !== address[index]) continue outer;
    return true;
  }
  return false;
}

/**
 * What may change in one of the staker's token accounts: its amount. Not its owner, delegate,
 * delegated amount, close authority, frozen state or extensions; a new one must be plain.
 */
function tokenAccountRefusal(user: string, before: TokenAccount | null, after: TokenAccount | null, names_: TokenNames): Said | null {
  if (!after) return null; // closed: its tokens and lamports are counted as gone
  const token = tokenName(after.mint, names_);
  if (before && before.owner !== after.owner) {
    // Someone else's account handed to the staker keeps whatever its last owner set: not plain either.
    return before.owner === user ? guardText.handsOver(token, after.owner) : guardText.changesSettings(token);
  }
  if (after.delegate && (after.delegate !== before?.delegate || after.delegatedAmount > (before?.delegatedAmount ?? 0n))) {
    return guardText.approvesDelegate(after.delegate, token);
  }
  if (after.closeAuthority && after.closeAuthority !== before?.closeAuthority) return guardText.closeAuthority(after.closeAuthority, token);
  if (after.state === FROZEN && before?.state !== FROZEN) return guardText.freezes(token);
  const changed = before
    ? before.mint !== after.mint || before.isNative !== after.isNative || settingsOf(before) !== settingsOf(after)
    : after.extensions.some((extension) => !PLAIN_ACCOUNT_EXTENSIONS.has(extension.type));
  return changed ? guardText.changesSettings(token) : null;
}

/**
 * The staker's position before and after, from every account the transaction can write: their wallet
 * plus each token account whose token owner, before or after, is the staker. Refuses a change to
 * anything of theirs beyond amounts: the wallet must stay a plain System account, their token accounts
 * keep their settings, and any other account that records the staker (a stake account they
 * control, say) must not change at all.
 */
export function stakerPosition(user: string, changes: AccountChanges, names_: TokenNames): Position | { refusal: Said } {
  const walletBefore = changes.before.get(user) ?? null;
  const walletAfter = changes.after.get(user) ?? null;
  const plainWallet = (account: RawAccount | null) => account?.owner === PROGRAMS.system && account.data.length === 0;
  if (!plainWallet(walletBefore) || !plainWallet(walletAfter)) return { refusal: guardText.takesWallet };
  const userBytes = decodeAddress(user);
  const position: Position = { lamportsBefore: walletBefore!.lamports, lamportsAfter: walletAfter!.lamports, tokens: new Map() };
  const hold = (token: TokenAccount, when: 'before' | 'after') => {
    const held = position.tokens.get(token.mint) ?? { before: 0n, after: 0n };
    held[when] += token.amount;
    position.tokens.set(token.mint, held);
  };
  for (const address of new Set([...changes.before.keys(), ...changes.after.keys()])) {
    if (address === user) continue;
    const before = changes.before.get(address) ?? null;
    // An account the transaction cannot write is as it was.
    const after = changes.after.has(address) ? (changes.after.get(address) ?? null) : before;
    const tokenBefore = tokenOf(before);
    const tokenAfter = tokenOf(after);
    const mineBefore = tokenBefore?.owner === user;
    const mineAfter = tokenAfter?.owner === user;
    if (!mineBefore && !mineAfter) {
      const recordsStaker = before !== null && !tokenBefore && names(before.data, userBytes);
      if (recordsStaker && (after?.owner !== before.owner || !sameBytes(after.data, before.data))) {
        return { refusal: guardText.changesYourAccount(address) };
      }
      continue;
    }
    const refusal = tokenAccountRefusal(user, tokenBefore, tokenAfter, names_);
    if (refusal) return { refusal };
    if (mineBefore) {
      position.lamportsBefore += before!.lamports;
      hold(tokenBefore!, 'before');
    }
    if (mineAfter) {
      position.lamportsAfter += after!.lamports;
      hold(tokenAfter!, 'after');
    }
  }
  return position;
}
