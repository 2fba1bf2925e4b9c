import { encodeBase58 } from '../encoding/base58';
import type { Said } from '../texts/said';
import { rentExemptMinimum } from '../amount/stakeLimits';
import { guardText } from './refusals';
import { accountAt, readU32, readU64, type DecodedInstruction, type ResolvedMessage } from './decodedMessage';
import { TOKEN_PROGRAMS } from './programs';
import { STAKE_ACCOUNT_SIZE } from '../stakePool/stakeAccount';

/** Whose stake this is: the accounts a stake's own instructions may touch. */
export interface StakeAccounts {
  /** The staker's wallet: fee payer and only signer. */
  user: string;
  /** The staker's wrapped-SOL account (its associated token account for wrapped SOL). */
  wrappedSol: string;
  /** Token accounts of the staker's that tokens may move into: the wrapped-SOL and LST accounts. */
  ownTokenAccounts: ReadonlySet<string>;
  /** The staker's LST account under each token program; the mint's owner, read on chain, picks one. */
  lstAccountByProgram: Readonly<Record<string, string>>;
  /**
   * An exit to a stake account: the one seeded stake account it may create, or take over where someone
   * sent lamports to its address first (the simulation's account checks the rest).
   */
  exitStakeAccount?: string;
  /**
   * A stake account deposit (bring your stake): the staker's one stake account the action hands to the
   * pool, and the pool's stake deposit authority, the only one it may be authorized to (`stakeRule`).
   */
  handsOver?: { stake: string; to: string };
}

type Rule = (message: ResolvedMessage, instruction: DecodedInstruction, accounts: StakeAccounts) => Said | null;

const SYSTEM = { createAccount: 0, transfer: 2, createAccountWithSeed: 3, advanceNonce: 4, allocateWithSeed: 9 } as const;

/** Where CreateAccountWithSeed's lamports, space and owner start: after the base key and the seed. */
function seededCreationOffset(data: Uint8Array): number | null {
  const seedLength = readU64(data, 36);
  return seedLength === null || seedLength > 32n ? null : 44 + Number(seedLength);
}

/**
 * An account creation the staker pays for may only make a token account (which must then be the
 * staker's: the accounting after the simulation sees whose it is), with no more than its rent. Not the
 * exit's stake account: that is made by a top-up and `AllocateWithSeed` (`takeoverRule`), the shape
 * that lands over dust sent to its address; a `CreateAccountWithSeed` there could be made to fail.
 */
function creationRule(data: Uint8Array, at: number | null): Said | null {
  const lamports = at === null ? null : readU64(data, at);
  const space = at === null ? null : readU64(data, at + 8);
  if (at === null || lamports === null || space === null || data.length < at + 48) return guardText.systemOther(readU32(data, 0));
  const owner = encodeBase58(data.subarray(at + 16, at + 48));
  if (!TOKEN_PROGRAMS.includes(owner)) return guardText.createsForeignAccount(lamports, owner);
  const rent = rentExemptMinimum(space);
  return lamports > rent ? guardText.overfundsAccount(lamports, rent) : null;
}

/**
 * The making of the exit's own stake account at its seeded address (after its top-up: the shape that
 * lands whether or not someone sends lamports there first): `AllocateWithSeed` of that address, exactly
 * a stake account's size. The address is sha256(base, seed, owner) and the
 * runtime allocates only the address its base, seed and owner make, the base signing: so that address
 * can only be allocated with the staker's wallet as its base and the Stake program as its owner.
 * Anything else allocated this way is refused.
 */
function takeoverRule(data: Uint8Array, allocated: string | null, exitStakeAccount: string | undefined): Said | null {
  const at = seededCreationOffset(data);
  const exact = at !== null && exitStakeAccount !== undefined && allocated === exitStakeAccount && readU64(data, at) === STAKE_ACCOUNT_SIZE;
  return exact ? null : guardText.systemOther(SYSTEM.allocateWithSeed);
}

/**
 * SOL moved by the staker: into their own wrapped-SOL account, or, for an exit to a stake account, into
 * that seeded account up to its rent (the rest of the rent of an address someone sent lamports to).
 */
function transferRule(data: Uint8Array, to: string | null, { wrappedSol, exitStakeAccount }: StakeAccounts): Said | null {
  if (to === wrappedSol) return null;
  if (exitStakeAccount === undefined || to !== exitStakeAccount) return guardText.solToStranger;
  const lamports = readU64(data, 4);
  const rent = rentExemptMinimum(STAKE_ACCOUNT_SIZE);
  if (lamports === null) return guardText.systemOther(SYSTEM.transfer);
  return lamports > rent ? guardText.overfundsAccount(lamports, rent) : null;
}

/**
 * System: create token accounts with their rent, or move SOL into the staker's own wrapped-SOL account;
 * for an exit to a stake account, also make that one seeded stake account: top its address up to its
 * rent (less what someone sent there) and allocate it with the seed, the shape that lands whether or
 * not lamports reach the address between the check and the landing.
 */
export const systemRule: Rule = (message, instruction, accounts) => {
  const { exitStakeAccount } = accounts;
  const tag = readU32(instruction.data, 0);
  if (tag === SYSTEM.createAccount) return creationRule(instruction.data, 4);
  if (tag === SYSTEM.createAccountWithSeed) return creationRule(instruction.data, seededCreationOffset(instruction.data));
  if (tag === SYSTEM.allocateWithSeed) {
    return takeoverRule(instruction.data, accountAt(message, instruction, 0), exitStakeAccount);
  }
  if (tag === SYSTEM.advanceNonce) return guardText.durableNonce;
  if (tag === SYSTEM.transfer) return transferRule(instruction.data, accountAt(message, instruction, 1), accounts);
  return guardText.systemOther(tag);
};

const TOKEN = {
  initializeAccount: 1,
  transfer: 3,
  approve: 4,
  setAuthority: 6,
  closeAccount: 9,
  transferChecked: 12,
  approveChecked: 13,
  initializeAccount2: 16,
  syncNative: 17,
  initializeAccount3: 18,
  initializeImmutableOwner: 22,
} as const;

/** Token and Token-2022: sync, close back to the staker, create or fill the staker's own accounts. */
export const tokenRule: Rule = (message, instruction, { user, ownTokenAccounts }) => {
  const data = instruction.data;
  switch (data[0]) {
    case TOKEN.syncNative:
    case TOKEN.initializeImmutableOwner:
      return null;
    case TOKEN.closeAccount:
      return accountAt(message, instruction, 1) === user ? null : guardText.closeToStranger;
    case TOKEN.initializeAccount:
      return accountAt(message, instruction, 2) === user ? null : guardText.accountForStranger;
    case TOKEN.initializeAccount2:
    case TOKEN.initializeAccount3:
      return data.length >= 33 && encodeBase58(data.subarray(1, 33)) === user ? null : guardText.accountForStranger;
    case TOKEN.transfer:
    case TOKEN.transferChecked: {
      const destination = accountAt(message, instruction, data[0] === TOKEN.transfer ? 1 : 2);
      return destination !== null && ownTokenAccounts.has(destination) ? null : guardText.tokensToStranger;
    }
    case TOKEN.approve:
    case TOKEN.approveChecked:
      return guardText.approve;
    case TOKEN.setAuthority:
      return guardText.setAuthority;
    default:
      return guardText.tokenOther(data[0]);
  }
};

/** The Stake program's `Authorize`, and where its new authority and role sit in its data. */
const STAKE_AUTHORIZE = 1;
const NEW_AUTHORITY = [4, 36] as const;

/**
 * Stake, for a stake account deposit only: `Authorize` of the one stake account it hands over, to the
 * pool's stake deposit authority, with the staker's signature (the deposit's own instruction then takes
 * it); any other Stake instruction (a Withdraw, a Split, an Authorize elsewhere) is refused.
 */
export const stakeRule: Rule = (message, instruction, { user, handsOver }) => {
  const tag = readU32(instruction.data, 0);
  if (!handsOver || tag !== STAKE_AUTHORIZE || instruction.data.length !== 40) return guardText.stakeDepositOther(tag);
  const stake = accountAt(message, instruction, 0);
  const authority = encodeBase58(instruction.data.subarray(...NEW_AUTHORITY));
  if (stake !== handsOver.stake) return guardText.stakeAuthorizeElsewhere(stake ?? '', authority);
  if (authority !== handsOver.to || accountAt(message, instruction, 2) !== user) return guardText.stakeAuthorizeElsewhere(stake, authority);
  const role = readU32(instruction.data, 36);
  return role === 0 || role === 1 ? null : guardText.stakeDepositOther(tag);
};

/** Associated Token: create (idempotently or not) an account that the staker owns. */
export const associatedTokenRule: Rule = (message, instruction, { user }) => {
  const tag = instruction.data[0] ?? 0; // an empty instruction is the original Create
  if (tag !== 0 && tag !== 1) return guardText.associatedOther(tag);
  return accountAt(message, instruction, 2) === user ? null : guardText.accountForStranger;
};
