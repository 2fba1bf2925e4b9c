import { addressBytes, concatBytes, u64, u8 } from '../encoding/instructionData';
import type { PlainInstruction } from '../encoding/plainInstruction';
import { PROGRAMS } from '../guard/programs';

/** The associated token program's `CreateIdempotent`: creates the account, or does nothing when it exists. */
const CREATE_IDEMPOTENT = 1;
const INITIALIZE_ACCOUNT_3 = 18;
const INITIALIZE_MINT_2 = 20;
/** A mint's and a token account's sizes under the Token program (no extensions). */
export const MINT_SIZE = 82n;
export const TOKEN_ACCOUNT_SIZE = 165n;
/** An empty `COption<Pubkey>`: the tag 0, then 32 bytes the program ignores. */
const NO_FREEZE_AUTHORITY = new Uint8Array(33);

/**
 * The token program's `InitializeMint2`: `decimals`, the mint authority, and no freeze authority (a
 * pool token nobody can freeze). The "2" form needs no Rent sysvar account.
 */
export function initializeMint2Instruction({
  mint,
  decimals,
  mintAuthority,
  tokenProgram,
}: {
  mint: string;
  decimals: number;
  mintAuthority: string;
  tokenProgram: string;
}): PlainInstruction {
  return {
    programAddress: tokenProgram,
    accounts: [{ address: mint, signer: false, writable: true }],
    data: concatBytes(u8(INITIALIZE_MINT_2), u8(decimals), addressBytes(mintAuthority), NO_FREEZE_AUTHORITY),
  };
}

/** The token program's `InitializeAccount3`: a token account of `mint` that `owner` owns. */
export function initializeAccount3Instruction({
  account,
  mint,
  owner,
  tokenProgram,
}: {
  account: string;
  mint: string;
  owner: string;
  tokenProgram: string;
}): PlainInstruction {
  return {
    programAddress: tokenProgram,
    accounts: [
      { address: account, signer: false, writable: true },
      { address: mint, signer: false, writable: false },
    ],
    data: concatBytes(u8(INITIALIZE_ACCOUNT_3), addressBytes(owner)),
  };
}

/** Creates `owner`'s associated token account for `mint` if it does not exist, paid by `owner`. */
export function createOwnAccountIdempotentInstruction(
  owner: string,
  account: string,
  mint: string,
  tokenProgram: string,
): PlainInstruction {
  const read = (address: string) => ({ address, signer: false, writable: false });
  return {
    programAddress: PROGRAMS.associatedToken,
    accounts: [
      { address: owner, signer: true, writable: true },
      { ...read(account), writable: true },
      read(owner),
      read(mint),
      read(PROGRAMS.system),
      read(tokenProgram),
    ],
    data: Uint8Array.of(CREATE_IDEMPOTENT),
  };
}

const TRANSFER_CHECKED = 12;

/** The token program's `TransferChecked`: `amount` of `mint` from `source` to `destination`, `owner` signing. */
export function transferCheckedInstruction({
  source,
  mint,
  destination,
  owner,
  amount,
  decimals,
  tokenProgram,
}: {
  source: string;
  mint: string;
  destination: string;
  owner: string;
  amount: bigint;
  decimals: number;
  tokenProgram: string;
}): PlainInstruction {
  return {
    programAddress: tokenProgram,
    accounts: [
      { address: source, signer: false, writable: true },
      { address: mint, signer: false, writable: false },
      { address: destination, signer: false, writable: true },
      { address: owner, signer: true, writable: false },
    ],
    data: concatBytes(u8(TRANSFER_CHECKED), u64(amount), u8(decimals)),
  };
}

/** The token program's `CloseAccount` tag: the guard reads closes by it (`guard/accountCloses.ts`). */
export const CLOSE_ACCOUNT = 9;

/**
 * The token program's `CloseAccount`: the emptied `account`'s lamports to `destination`, `authority`
 * signing (the account's owner, or its close authority when it has one).
 */
export function closeAccountInstruction({
  account,
  destination,
  authority,
  tokenProgram,
}: {
  account: string;
  destination: string;
  authority: string;
  tokenProgram: string;
}): PlainInstruction {
  return {
    programAddress: tokenProgram,
    accounts: [
      { address: account, signer: false, writable: true },
      { address: destination, signer: false, writable: true },
      { address: authority, signer: true, writable: false },
    ],
    data: u8(CLOSE_ACCOUNT),
  };
}
