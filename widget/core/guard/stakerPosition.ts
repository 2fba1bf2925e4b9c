import type { Said } from '../texts/said';
import { SOL_DECIMALS } from '../lst/lst';
import { rentExemptMinimum } from '../amount/stakeLimits';
import { amountParam } from '../texts/said';
import { PROGRAMS, TOKEN_PROGRAMS, WALLET_ASSERTION_PROGRAMS } from './programs';
import { guardText } from './refusals';
import { tokenAmount, tokenName, type TokenNames } from './knownTokens';
import { accountCloses, type InnerInstruction } from './accountCloses';
import { readU64, type ResolvedMessage } from './decodedMessage';
import { readTokenAccount, type RawAccount, type TokenAccount } from './tokenLayouts';
import { decodeAddress } from '../encoding/base58';
import { sameBytes } from '../encoding/sameBytes';

/** Every account of the transaction as read before, and each it can write as the simulation leaves it. */
export interface AccountChanges {
  before: ReadonlyMap<string, RawAccount | null>;
  after: ReadonlyMap<string, RawAccount | null>;
  /** What its programs invoked, as the simulation reported it; null or absent when the RPC did not say. */
  inner?: readonly InnerInstruction[] | null;
}

/** What the action itself does to the staker's accounts besides amounts, which no one else may do. */
export interface PositionScope {
  /** The message: the closes it makes itself. */
  message: ResolvedMessage;
  /** Token accounts of the staker's the action opens (its own associated accounts): any other new one is refused. */
  mayOpen: ReadonlySet<string>;
  /** Empty System accounts at the staker's seeded addresses that the action makes its own (someone sent them dust). */
  mayTakeOver?: ReadonlySet<string>;
  /**
   * A stake account deposit: the staker's one stake account the action hands to the pool. Its only
   * allowed change is to be gone (merged into the pool's stake: no lamports left); any other (authorized
   * elsewhere, split, withdrawn, left with the pool's authority but not deposited) is refused.
   */
  handsOver?: string;
}

/** The staker's SOL and tokens, summed over their wallet and every token account of theirs that can change. */
export interface Position {
  /**
   * The wallet's lamports plus what the staker can take out of their token accounts (wrapped SOL, rent)
   * before; after, SOL received is the wallet's own: a token account of theirs counts at most what it
   * counted before, and one the action opens at most its rent (it comes back when it is closed).
   */
  lamportsBefore: bigint;
  lamportsAfter: bigint;
  /** Lamports in their token accounts that do not count: above rent, or arrived there rather than in the wallet. */
  parkedBefore: bigint;
  parkedAfter: bigint;
  /** Per mint: the staker's tokens before and after. */
  tokens: Map<string, { before: bigint; after: bigint }>;
  /**
   * A refusal of what the action does to the staker's accounts rather than to their amounts (an account
   * it should not open, a close whose SOL goes elsewhere, a gain where a stranger may close): said after
   * the action's own rules on amounts, so that an amount it gets wrong is named first.
   */
  deferred?: Said;
}

const FROZEN = 2;
/** Token-2022 account extensions that a plain new account may carry: set by the mint or the program, not by anyone's choice. */
const PLAIN_ACCOUNT_EXTENSIONS: ReadonlySet<number> = new Set([
  2 /* fee withheld */, 7 /* immutable owner */, 13, 15 /* hook's flag */, 27,
]);
/** Extensions whose bytes a transfer itself updates. */
const MOVING_EXTENSIONS: ReadonlySet<number> = new Set([2, 15]);
/** Token-2022's TransferFeeAmount: what a transfer fee withheld from the tokens that arrived (a u64). */
const FEE_WITHHELD = 2;

/** The transfer fee withheld in a token account, for the mint's withdraw authority to take. */
const withheldIn = (token: TokenAccount | null): bigint => {
  const extension = token?.extensions.find(({ type }) => type === FEE_WITHHELD);
  return (extension && readU64(extension.value, 0)) ?? 0n;
};
/** An SPL multisig: m, n, initialized, then 11 signer keys. */
const MULTISIG_SIZE = 355;

const tokenOf = (account: RawAccount | null | undefined): TokenAccount | null =>
  account && TOKEN_PROGRAMS.includes(account.owner) ? readTokenAccount(account.data) : null;

const settingsOf = (token: TokenAccount) =>
  token.extensions
    .filter((extension) => !MOVING_EXTENSIONS.has(extension.type))
    .map((extension) => `${extension.type}:${[...extension.value].join(',')}`)
    .join(';');

/** True when `data` holds the 32 bytes of `address` anywhere (from `from` on): an account that records the staker. */
function names(data: Uint8Array, address: Uint8Array, from = 0): boolean {
  outer: for (let offset = from; offset + 32 <= data.length; offset++) {
    for (let index = 0; index < 32; index++) if (data[offset + index] !== address[index]) continue outer;
    return true;
  }
  return false;
}

/**
 * A token program's multisig that has the staker among its signers: whatever it owns, the staker's
 * signature may move (`null`: not one). `shared`: its other signers reach its threshold without the
 * staker, so they may move it too. Anyone can make such a multisig without the staker's consent.
 */
function stakersMultisig(account: RawAccount | null, user: Uint8Array): { shared: boolean } | null {
  if (!account || !TOKEN_PROGRAMS.includes(account.owner) || account.data.length !== MULTISIG_SIZE || account.data[2] !== 1) return null;
  const threshold = account.data[0] ?? 0;
  const signers = account.data.subarray(3, 3 + 32 * Math.min(account.data[1] ?? 0, 11));
  let theirs = false;
  let others = 0;
  for (let offset = 0; offset < signers.length; offset += 32) {
    if (names(signers.subarray(offset, offset + 32), user)) theirs = true;
    else others++;
  }
  return theirs ? { shared: others >= threshold } : null;
}

/**
 * What may change in one of the staker's token accounts: its amount. Not its owner, delegate,
 * delegated amount, close authority, frozen state or extensions; a new one must be plain.
 */
function tokenAccountRefusal(
  owners: ReadonlySet<string>,
  before: TokenAccount | null,
  after: TokenAccount | null,
  names_: TokenNames,
): Said | null {
  if (!after) return null; // closed: its tokens and lamports are counted as gone
  const token = tokenName(after.mint, names_);
  if (before && before.owner !== after.owner) {
    // Someone else's account handed to the staker keeps whatever its last owner set: not plain either.
    return owners.has(before.owner) ? guardText.handsOver(token, after.owner) : guardText.changesSettings(token);
  }
  if (after.delegate && (after.delegate !== before?.delegate || after.delegatedAmount > (before?.delegatedAmount ?? 0n))) {
    return guardText.approvesDelegate(after.delegate, token);
  }
  if (after.closeAuthority && after.closeAuthority !== before?.closeAuthority) return guardText.closeAuthority(after.closeAuthority, token);
  if (after.state === FROZEN && before?.state !== FROZEN) return guardText.freezes(token);
  const changed = before
    ? before.mint !== after.mint || before.isNative !== after.isNative || settingsOf(before) !== settingsOf(after)
    : after.extensions.some((extension) => !PLAIN_ACCOUNT_EXTENSIONS.has(extension.type));
  if (changed) return guardText.changesSettings(token);
  // A transfer fee taken from what arrived, as the runtime charged it: whatever the mint's fee looked like at
  // the epoch the RPC's Clock named (a Clock can lie), the simulation shows what is withheld. Worded as the
  // mint check words a fee, its percent of what was sent.
  const withheld = withheldIn(after) - withheldIn(before);
  if (withheld <= 0n) return null;
  // Its percent of what came in, when what came in stayed; an account the tokens only passed through has no figure to give.
  const kept = after.amount - (before?.amount ?? 0n);
  if (kept <= 0n) return guardText.changesSettings(token);
  return guardText.transferFee(token, Number((withheld * 10_000n + kept + withheld - 1n) / (kept + withheld)));
}

/** What of a token account's lamports the staker can take out: all of wrapped SOL, else at most its rent (by closing it). */
function reachable(account: RawAccount, token: TokenAccount): bigint {
  if (token.isNative) return account.lamports;
  const rent = rentExemptMinimum(BigInt(account.data.length));
  return account.lamports < rent ? account.lamports : rent;
}

/**
 * Accounts a route's own program holds that record the staker by design (the pool of a team that
 * stakes into its own pool records it as manager), which that program alone can change: left out of
 * the staker's accounting, but only while `owner` holds each of them before and after. Anything else
 * of the staker's is accounted for as ever.
 */
export interface SetAside {
  accounts: readonly string[];
  owner: string;
}

/** The changes without the accounts set aside (see `SetAside`). */
export function withoutSetAside(changes: AccountChanges, { accounts, owner }: SetAside): AccountChanges {
  const aside = new Set(
    accounts.filter(
      (address) =>
        changes.before.get(address)?.owner === owner && (changes.after.get(address) ?? changes.before.get(address))?.owner === owner,
    ),
  );
  const keep = <T>(map: ReadonlyMap<string, T>) => new Map([...map].filter(([address]) => !aside.has(address)));
  return { ...changes, before: keep(changes.before), after: keep(changes.after) };
}

/**
 * The staker's position before and after, from every account the transaction names: their wallet plus
 * each token account whose token owner, before or after, is the staker (or a multisig they sign for).
 * Refuses a change to anything of theirs beyond amounts: the wallet must stay a plain System account,
 * their token accounts keep their settings, a new one is only one the action opens, one that someone
 * else can move (an old delegate) gains nothing, one that closes sends its SOL to the wallet (at any
 * depth), any other account that records the staker (a stake or nonce account they control) must not
 * change or lose lamports, and no other System account may lose lamports or change hands (only the
 * staker signs, so only what their signature unlocks could: a seeded account).
 */
export function stakerPosition(
  user: string,
  changes: AccountChanges,
  names_: TokenNames,
  scope: PositionScope,
): Position | { refusal: Said } {
  const walletBefore = changes.before.get(user) ?? null;
  const walletAfter = changes.after.get(user) ?? null;
  const plainWallet = (account: RawAccount | null) => account?.owner === PROGRAMS.system && account.data.length === 0;
  if (!plainWallet(walletBefore) || !plainWallet(walletAfter)) return { refusal: guardText.takesWallet };
  const userBytes = decodeAddress(user);
  const owners = new Set([user]);
  // Multisigs whose other signers can act without the staker: what they own is the staker's to lose, never to receive.
  const shared = new Set<string>();
  for (const [address, account] of changes.before) {
    const multisig = stakersMultisig(account, userBytes);
    if (multisig) owners.add(address);
    if (multisig?.shared) shared.add(address);
  }
  const closes = accountCloses(scope.message, changes.inner);
  const position: Position = {
    lamportsBefore: walletBefore!.lamports,
    lamportsAfter: walletAfter!.lamports,
    parkedBefore: 0n,
    parkedAfter: 0n,
    tokens: new Map(),
  };
  const holdTokens = (token: TokenAccount, when: 'before' | 'after') => {
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
    const mineBefore = tokenBefore !== null && owners.has(tokenBefore.owner);
    const mineAfter = tokenAfter !== null && owners.has(tokenAfter.owner);
    if (!mineBefore && !mineAfter) {
      const refusal =
        address === scope.handsOver
          ? after && after.lamports > 0n
            ? guardText.stakeNotDeposited(address)
            : null
          : otherAccountRefusal(address, before, after, tokenBefore, userBytes, scope.mayTakeOver);
      if (refusal) return { refusal };
      continue;
    }
    const gain = mineAfter ? gainIn(mineBefore ? before : null, after!, tokenAfter!, names_) : null;
    const refusal =
      tokenAccountRefusal(owners, mineBefore ? tokenBefore : null, tokenAfter, names_) ??
      (gain?.spendable && tokenAfter!.delegate && tokenAfter!.delegatedAmount > 0n
        ? guardText.exposedToDelegate(gain.amount, gain.token, tokenAfter!.delegate)
        : null) ??
      (gain?.spendable && shared.has(tokenAfter!.owner) ? guardText.exposedToMultisig(gain.amount, gain.token, tokenAfter!.owner) : null);
    if (refusal) return { refusal };
    position.deferred ??=
      (gain && tokenAfter!.closeAuthority && !owners.has(tokenAfter!.closeAuthority)
        ? guardText.exposedToCloser(gain.amount, gain.token, tokenAfter!.closeAuthority)
        : null) ??
      (mineAfter && !mineBefore && !scope.mayOpen.has(address) ? guardText.opensAccount(tokenName(tokenAfter!.mint, names_)) : null) ??
      (mineBefore
        ? closeRefusal(address, user, tokenName(tokenBefore!.mint, names_), closes, {
            gone: !mineAfter,
            reopenable: before!.owner === PROGRAMS.token2022 && changes.after.has(address),
          })
        : null) ??
      undefined;
    // What the staker could take out before; after, no more than that (a gain here is not SOL received).
    let reachableBefore = 0n;
    if (mineBefore) {
      holdTokens(tokenBefore!, 'before');
      reachableBefore = reachable(before!, tokenBefore!);
      position.lamportsBefore += reachableBefore;
      position.parkedBefore += before!.lamports - reachableBefore;
    }
    if (mineAfter) {
      holdTokens(tokenAfter!, 'after');
      const own = reachable(after!, tokenAfter!);
      const counted = mineBefore ? (own < reachableBefore ? own : reachableBefore) : own < rentOf(after!) ? own : rentOf(after!);
      position.lamportsAfter += counted;
      position.parkedAfter += after!.lamports - counted;
    }
  }
  return position;
}

const rentOf = (account: RawAccount) => rentExemptMinimum(BigInt(account.data.length));

/**
 * What arrives in a token account of the staker's, for the rules on accounts someone else can move:
 * its tokens, else its lamports (`spendable`: what a delegate could spend, tokens or wrapped SOL's
 * lamports, which anyone may sync into tokens). Null when nothing arrives.
 */
function gainIn(before: RawAccount | null, after: RawAccount, token: TokenAccount, names_: TokenNames) {
  const addedTokens = token.amount - (before ? (tokenOf(before)?.amount ?? 0n) : 0n);
  const addedLamports = after.lamports - (before?.lamports ?? 0n);
  const name = tokenName(token.mint, names_);
  if (addedTokens > 0n) return { amount: tokenAmount(token.mint, addedTokens, names_), token: name, spendable: true };
  if (addedLamports > 0n) return { amount: amountParam(addedLamports, SOL_DECIMALS, 'SOL'), token: name, spendable: token.isNative };
  return null;
}

/**
 * A token account of the staker's before: every close of it, at any depth, sends its lamports to the
 * wallet, whether it is gone after or opened again in the same transaction (Token-2022 hands a closed
 * account's address back to System, so a route can close it to a stranger and the transaction's own
 * create open it again at the staker's cost: the same account after, its rent paid twice). `gone`: it
 * is not the staker's after; a close we cannot see is then refused. `reopenable`: a Token-2022 account
 * the transaction can write, whose close and re-opening we could not see when the RPC did not report
 * what its programs invoked.
 */
function closeRefusal(
  address: string,
  user: string,
  token: string,
  closes: ReturnType<typeof accountCloses>,
  { gone, reopenable }: { gone: boolean; reopenable: boolean },
): Said | null {
  const own = closes.seen.filter((close) => close.account === address);
  const elsewhere = own.find((close) => close.destination !== user);
  if (elsewhere) return guardText.closesToStranger(token, elsewhere.destination);
  if (gone && own.length === 0) return closes.complete ? guardText.closesUnseen(token) : guardText.closesUnreported(token);
  if (reopenable && !closes.complete) return guardText.reopenUnreported(token);
  return null;
}

/** An account that is not the staker's wallet or token account: what it may not do. */
function otherAccountRefusal(
  address: string,
  before: RawAccount | null,
  after: RawAccount | null,
  tokenBefore: TokenAccount | null,
  user: Uint8Array,
  mayTakeOver: ReadonlySet<string> | undefined,
): Said | null {
  if (!before || tokenBefore || WALLET_ASSERTION_PROGRAMS.includes(before.owner)) return null;
  const lost = before.lamports - (after?.lamports ?? 0n);
  const plainSystem = before.owner === PROGRAMS.system && before.data.length === 0;
  if (plainSystem && lost > 0n) return guardText.takesFromControlled(amountParam(lost, SOL_DECIMALS), address);
  // Its lamports stay, but a program of someone's choosing would hold them: unless this is the action's own account.
  if (plainSystem && after && (after.owner !== PROGRAMS.system || after.data.length > 0) && !mayTakeOver?.has(address)) {
    return guardText.takesOverAccount(address, after.owner);
  }
  const recordsStaker = names(before.data, user);
  if (recordsStaker && (after?.owner !== before.owner || !sameBytes(after.data, before.data) || lost > 0n)) {
    return guardText.changesYourAccount(address);
  }
  return null;
}
