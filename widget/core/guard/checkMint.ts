import { WRAPPED_SOL_MINT } from '../lst/lst';
import type { Said } from '../texts/said';
import { readU16, readU64 } from './decodedMessage';
import { PROGRAMS, TOKEN_PROGRAMS } from './programs';
import { guardText } from './refusals';
import { readMint, type Extension, type RawAccount } from './tokenLayouts';

/** What the LST list says of the token: untrusted until the chain agrees. */
export interface ListedToken {
  mint: string;
  symbol: string;
  decimals: number;
  tokenProgram: string;
}

/** Token-2022 mint extensions, by type number (spl-token-2022's `ExtensionType`). */
const MINT_EXTENSION = {
  transferFeeConfig: 1,
  mintCloseAuthority: 3,
  confidentialTransferMint: 4,
  defaultAccountState: 6,
  nonTransferable: 9,
  interestBearingConfig: 10,
  permanentDelegate: 12,
  transferHook: 14,
  confidentialTransferFeeConfig: 16,
  metadataPointer: 18,
  tokenMetadata: 19,
  groupPointer: 20,
  tokenGroup: 21,
  groupMemberPointer: 22,
  tokenGroupMember: 23,
  confidentialMintBurn: 24,
  scaledUiAmount: 25,
  pausable: 26,
  permissionedBurn: 28,
} as const;

/**
 * Extensions that let no one but the holder move, burn, block or tax the holder's tokens: metadata,
 * display scaling and interest (the figure shown, not the tokens held), confidential transfers (which
 * need the holder's own keys), closing an empty mint, and burning only with approval.
 */
const HARMLESS: ReadonlySet<number> = new Set([
  MINT_EXTENSION.mintCloseAuthority,
  MINT_EXTENSION.confidentialTransferMint,
  MINT_EXTENSION.interestBearingConfig,
  MINT_EXTENSION.confidentialTransferFeeConfig,
  MINT_EXTENSION.metadataPointer,
  MINT_EXTENSION.tokenMetadata,
  MINT_EXTENSION.groupPointer,
  MINT_EXTENSION.tokenGroup,
  MINT_EXTENSION.groupMemberPointer,
  MINT_EXTENSION.tokenGroupMember,
  MINT_EXTENSION.confidentialMintBurn,
  MINT_EXTENSION.scaledUiAmount,
  MINT_EXTENSION.permissionedBurn,
]);

const FROZEN = 2;
/** An `OptionalNonZeroPubkey` is set when any of its 32 bytes is not zero. */
const isSet = (bytes: Uint8Array) => bytes.some((byte) => byte !== 0);

/**
 * A Token-2022 transfer fee refusal, or null. Its value is the authority (32 bytes), the withheld
 * authority and amount, then the older fee and the newer one, each an epoch (from which it applies),
 * a maximum and basis points. The fee in force now is refused, and so is a newer one still to come: a
 * newer fee of 100 % from the next epoch takes everything at the holder's next transfer. An older fee
 * that a newer one of 0 replaced is over.
 */
function transferFeeRefusal(value: Uint8Array, symbol: string, epoch: bigint | null): Said | null {
  const older = readU16(value, 88) ?? 1;
  const newer = readU16(value, 106) ?? 1;
  const newerFrom = readU64(value, 90);
  // Without a usable Clock either fee may be the one in force: the larger is judged, never the kinder.
  const inForce = epoch === null ? Math.max(older, newer) : newerFrom === null || epoch >= newerFrom ? newer : older;
  if (inForce > 0) return guardText.transferFee(symbol, inForce);
  if (newer > 0 && newerFrom !== null) return guardText.transferFeeScheduled(symbol, newer, newerFrom);
  return isSet(value.subarray(0, 32)) ? guardText.transferFeeAuthority(symbol) : null;
}

/**
 * Why an extension lets another party reach the holder's tokens, now or later, or null when it does
 * not. An authority that can install a hook or raise a fee later counts as the hook or the fee.
 */
function extensionRefusal({ type, value }: Extension, symbol: string, epoch: bigint | null): Said | null {
  if (HARMLESS.has(type)) return null;
  switch (type) {
    case MINT_EXTENSION.permanentDelegate:
      return isSet(value.subarray(0, 32)) ? guardText.permanentDelegate(symbol) : null;
    case MINT_EXTENSION.transferHook:
      if (isSet(value.subarray(32, 64))) return guardText.transferHook(symbol);
      return isSet(value.subarray(0, 32)) ? guardText.transferHookAuthority(symbol) : null;
    case MINT_EXTENSION.nonTransferable:
      return guardText.nonTransferable(symbol);
    case MINT_EXTENSION.pausable:
      return guardText.pausable(symbol);
    case MINT_EXTENSION.defaultAccountState:
      return value[0] === FROZEN ? guardText.defaultFrozen(symbol) : null;
    case MINT_EXTENSION.transferFeeConfig:
      return transferFeeRefusal(value, symbol, epoch);
    default:
      return guardText.unknownExtension(symbol, type);
  }
}

/** A Token-2022 mint's transfer fee settings, or null without them (the value's bytes as `transferFeeRefusal` reads them). */
function transferFeeConfig(account: RawAccount | null | undefined): Uint8Array | null {
  const mint = account && account.owner === PROGRAMS.token2022 ? readMint(account.data) : null;
  return mint?.extensions.find(({ type }) => type === MINT_EXTENSION.transferFeeConfig)?.value ?? null;
}

/**
 * A transfer fee taken and harvested into the mint within the transaction (anyone may harvest a holder's
 * withheld fees into the mint): the mint's own withheld amount (the u64 after the two authorities) rising
 * between the two readings. Refused in the mint's words with the larger of its two fees, whatever epoch the
 * Clock named: what the simulation did is the fee the staker paid.
 */
export function feeHarvested(before: RawAccount | null | undefined, after: RawAccount | null | undefined, symbol: string): Said | null {
  const withheld = (config: Uint8Array | null) => (config && readU64(config, 64)) ?? 0n;
  const was = transferFeeConfig(before);
  if (!after || withheld(transferFeeConfig(after)) <= withheld(was)) return null;
  return guardText.transferFee(symbol, was ? Math.max(readU16(was, 88) ?? 0, readU16(was, 106) ?? 0) : 0);
}

/**
 * The LST's mint, read whole from the chain: it must be the token the list names (program and
 * decimals), not wrapped SOL, and leave the staker's tokens to the staker alone (no freeze authority,
 * no extension that lets another party move, burn, block or tax them). Returns the decimals, or why not.
 */
export function checkMint(
  account: RawAccount | null,
  listed: ListedToken,
  epoch: bigint | null = null,
): { decimals: number } | { refusal: Said } {
  if (listed.mint === WRAPPED_SOL_MINT) return { refusal: guardText.lstIsWrappedSol };
  const mint = account && TOKEN_PROGRAMS.includes(account.owner) ? readMint(account.data) : null;
  if (!account || !mint) return { refusal: guardText.notAMint };
  if (account.owner !== listed.tokenProgram) return { refusal: guardText.tokenProgram(listed.symbol, listed.tokenProgram, account.owner) };
  if (account.owner !== PROGRAMS.token2022 && mint.extensions.length > 0) return { refusal: guardText.notAMint };
  if (mint.decimals !== listed.decimals) return { refusal: guardText.decimals(listed.decimals, mint.decimals) };
  if (mint.freezeAuthority) return { refusal: guardText.freezeAuthority(listed.symbol) };
  for (const extension of mint.extensions) {
    const refusal = extensionRefusal(extension, listed.symbol, epoch);
    if (refusal) return { refusal };
  }
  return { decimals: mint.decimals };
}
