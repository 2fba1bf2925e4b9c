import { encodeBase58 } from '../widget/core/encoding/base58';
import { addressBytes, utf8 } from '../widget/core/encoding/instructionData';
import { programAddressOf } from '../widget/solana/programAddress';
import { programAddressWithBump } from './programAddressBump';
import { METADATA_PROGRAM } from '../widget/core/addresses/metadataProgram';
import { STAKE_PROGRAM, VOTE_PROGRAM } from '../widget/core/addresses/nativePrograms';
import { METAPLEX_CREATE_FEE } from '../widget/core/stakePool/tokenMetadataLimits';
import { POOL_PROGRAM_IDS, type PoolProgramName } from '../widget/core/stakePool/poolPrograms';
import { metadataAddress, validatorStakeAddress } from '../widget/solana/poolAddresses';
import { mintData, rentExempt, type DemoRawAccount } from './demoAccounts';
import type { InstructionAccount, PoolInstructionResult, PoolLedger, InstructionFault } from './demoPoolProgram';
import type { DemoPool } from './demoPools';
import { addressWithSeed, delegatedStakeData, METADATA_ACCOUNT_SIZE, metadataData } from './launchAccounts';
import { STAKE_ACCOUNT_RENT, STAKE_ACCOUNT_SIZE, ZERO_ADDRESS } from './stakePoolAccounts';
import { done, poolError, refuse } from './demoProgramErrors';

/**
 * The instructions a launch sends, as the demo chain runs them: the System program's
 * CreateAccountWithSeed, the Stake program's Initialize, the Token program's InitializeMint2 and
 * InitializeAccount3, and the stake pool program's Initialize, CreateTokenMetadata (Metaplex's account
 * at its PDA) and AddValidatorToPool. Each checks what the real program checks that the launch can
 * get wrong (who signed, whether the account exists, which address, which authority) and refuses with
 * that program's error; the state each leaves is the real one's, byte for byte where the widget reads it.
 */
export interface LaunchLedger extends PoolLedger {
  /** The accounts that are neither token accounts nor pools: stake accounts, mints, lists, metadata, votes. */
  accounts: Map<string, DemoRawAccount>;
  /** The Stake program's minimum delegation, as getStakeMinimumDelegation answers. */
  minimumDelegation: bigint;
}

const SYSTEM_ERROR = { AccountAlreadyInUse: 0, ResultWithNegativeLamports: 1, AddressWithSeedMismatch: 5 } as const;
/** The Token program's `AlreadyInUse`. */
const TOKEN_ALREADY_IN_USE = 6;
/** The pool program's floor on a validator's stake, whatever the Stake program's minimum. */
const MINIMUM_ACTIVE_STAKE = 1_000_000n;

const view = (data: Uint8Array) => new DataView(data.buffer, data.byteOffset, data.byteLength);
const addressAt = (data: Uint8Array, offset: number) => encodeBase58(data.slice(offset, offset + 32));

/** Whether anything is at `address`: an account of any kind, or lamports. */
function exists(ledger: LaunchLedger, address: string): boolean {
  return ledger.accounts.has(address) || ledger.tokens.has(address) || ledger.pools.has(address) || ledger.lamports(address) > 0n;
}

/** `CreateAccountWithSeed` (System instruction 3): the address must be the seed's, the base must sign, and nothing may be there. */
export function createAccountWithSeed(
  accounts: readonly InstructionAccount[],
  data: Uint8Array,
  ledger: LaunchLedger,
): PoolInstructionResult {
  const [payer, created, baseAccount] = accounts;
  if (!payer || !created) return refuse('NotEnoughAccountKeys', 'NotEnoughAccountKeys');
  const base = addressAt(data, 4);
  const seedLength = Number(view(data).getBigUint64(36, true));
  const seed = new TextDecoder().decode(data.slice(44, 44 + seedLength));
  const at = 44 + seedLength;
  const lamports = view(data).getBigUint64(at, true);
  const space = Number(view(data).getBigUint64(at + 8, true));
  const owner = addressAt(data, at + 16);
  if (addressWithSeed(base, seed, owner) !== created.address) {
    return refuse({ Custom: SYSTEM_ERROR.AddressWithSeedMismatch }, `Create: address ${created.address} does not match derived address`);
  }
  const baseSigner = baseAccount ?? created;
  if (!payer.signer || (baseAccount ? !baseSigner.signer || baseSigner.address !== base : payer.address !== base)) {
    return refuse('MissingRequiredSignature', 'Create: the payer and the base must sign');
  }
  if (exists(ledger, created.address)) {
    return refuse(
      { Custom: SYSTEM_ERROR.AccountAlreadyInUse },
      `Create Account: account Address { address: ${created.address} } already in use`,
    );
  }
  if (ledger.lamports(payer.address) < lamports) {
    return refuse({ Custom: SYSTEM_ERROR.ResultWithNegativeLamports }, `Transfer: insufficient lamports, need ${lamports}`);
  }
  ledger.addLamports(payer.address, -lamports);
  ledger.addLamports(created.address, lamports);
  ledger.accounts.set(created.address, { owner, data: new Uint8Array(space) });
  return done(`CreateAccountWithSeed ${created.address}: ${space} bytes for ${owner}`);
}

/**
 * `AllocateWithSeed` (System instruction 9): space and an owner for the account at the seeded address,
 * whatever lamports it holds; the base must sign, and the account must be the System program's with no
 * data (a launch takes over an address someone sent lamports to).
 */
export function allocateWithSeed(accounts: readonly InstructionAccount[], data: Uint8Array, ledger: LaunchLedger): PoolInstructionResult {
  const [allocated, baseAccount] = accounts;
  if (!allocated || !baseAccount) return refuse('NotEnoughAccountKeys', 'NotEnoughAccountKeys');
  const base = addressAt(data, 4);
  const seedLength = Number(view(data).getBigUint64(36, true));
  const seed = new TextDecoder().decode(data.slice(44, 44 + seedLength));
  const space = Number(view(data).getBigUint64(44 + seedLength, true));
  const owner = addressAt(data, 52 + seedLength);
  if (addressWithSeed(base, seed, owner) !== allocated.address) {
    return refuse(
      { Custom: SYSTEM_ERROR.AddressWithSeedMismatch },
      `Allocate: address ${allocated.address} does not match derived address`,
    );
  }
  if (!baseAccount.signer || baseAccount.address !== base) return refuse('MissingRequiredSignature', 'Allocate: the base must sign');
  if (ledger.accounts.has(allocated.address) || ledger.tokens.has(allocated.address) || ledger.pools.has(allocated.address)) {
    return refuse(
      { Custom: SYSTEM_ERROR.AccountAlreadyInUse },
      `Allocate: account Address { address: ${allocated.address} } already in use`,
    );
  }
  ledger.accounts.set(allocated.address, { owner, data: new Uint8Array(space) });
  return done(`AllocateWithSeed ${allocated.address}: ${space} bytes for ${owner}`);
}

/** An account the instruction initializes: the program must own it, allocated and still all zeros. */
function blankOf(ledger: LaunchLedger, address: string, owner: string): { account: DemoRawAccount } | { fault: InstructionFault } {
  const account = ledger.accounts.get(address);
  if (!account || account.owner !== owner) return { fault: 'InvalidAccountOwner' };
  if (account.data.some((byte) => byte !== 0)) return { fault: 'AccountAlreadyInitialized' };
  return { account };
}

/** The Stake program's `Initialize`: staker and withdrawer, no lockup, the account rent-exempt. */
export function stakeInitialize(accounts: readonly InstructionAccount[], data: Uint8Array, ledger: LaunchLedger): PoolInstructionResult {
  const stake = accounts[0];
  if (!stake || view(data).getUint32(0, true) !== 0)
    return refuse('InvalidInstructionData', 'the demo chain runs the Stake program’s Initialize only');
  const blank = blankOf(ledger, stake.address, STAKE_PROGRAM);
  if ('fault' in blank) return refuse(blank.fault, `Initialize: ${String(blank.fault)}`);
  if (blank.account.data.length !== STAKE_ACCOUNT_SIZE || ledger.lamports(stake.address) < STAKE_ACCOUNT_RENT) {
    return refuse('InsufficientFunds', 'Initialize: the stake account is not rent-exempt');
  }
  const state = new Uint8Array(STAKE_ACCOUNT_SIZE);
  view(state).setUint32(0, 1, true);
  view(state).setBigUint64(4, STAKE_ACCOUNT_RENT, true);
  state.set(data.slice(4, 4 + 64 + 48), 12);
  ledger.accounts.set(stake.address, { owner: STAKE_PROGRAM, data: state });
  return done(`Stake Initialize ${stake.address}`);
}

/** The Token program's `InitializeMint2` (20) and `InitializeAccount3` (18) on accounts created for it. */
export function tokenInitialize(
  program: string,
  accounts: readonly InstructionAccount[],
  data: Uint8Array,
  ledger: LaunchLedger,
): PoolInstructionResult | null {
  const [target, mint] = accounts;
  if (!target || (data[0] !== 20 && data[0] !== 18)) return null;
  if (ledger.tokens.has(target.address)) return refuse({ Custom: TOKEN_ALREADY_IN_USE }, 'AlreadyInUse');
  const blank = blankOf(ledger, target.address, program);
  if ('fault' in blank) return refuse(blank.fault, String(blank.fault));
  if (data[0] === 20) {
    // The freeze authority's option tag follows the mint authority: a pool token has none.
    const freeze = data[34] === 1 ? addressAt(data, 35) : undefined;
    if (freeze) return refuse('InvalidInstructionData', 'the demo chain mints no freezable tokens');
    ledger.accounts.set(target.address, { owner: program, data: mintData(data[1]!, { mintAuthority: addressAt(data, 2) }) });
    return done(`InitializeMint2 ${target.address}`);
  }
  if (!mint || ledger.accounts.get(mint.address)?.owner !== program) return refuse('InvalidAccountData', 'InitializeAccount3: no mint');
  ledger.accounts.delete(target.address);
  ledger.tokens.set(target.address, {
    mint: mint.address,
    owner: addressAt(data, 1),
    program,
    amount: 0n,
    lamports: ledger.lamports(target.address),
  });
  return done(`InitializeAccount3 ${target.address}`);
}

/** The mint's authority and supply, from its bytes (COption<Pubkey> at 0, supply at 36). */
const mintFields = (data: Uint8Array) => ({
  authority: view(data).getUint32(0, true) === 1 ? addressAt(data, 4) : null,
  supply: view(data).getBigUint64(36, true),
  freeze: view(data).getUint32(46, true) === 1,
});

type Account = InstructionAccount;
/** At least nine accounts (Initialize's, CreateTokenMetadata's; AddValidatorToPool has thirteen), in the program's order. */
type NineAccounts = readonly [Account, Account, Account, Account, Account, Account, Account, Account, Account, ...Account[]];

/** A validator list's entries: 73 bytes each after its 9-byte header, the vote account their last 32. */
const ENTRY_SIZE = 73;
export function listedVotes(list: Uint8Array): string[] {
  const count = view(list).getUint32(5, true);
  return Array.from({ length: count }, (_, at) => addressAt(list, 9 + ENTRY_SIZE * at + 41));
}

/** The stake pool program's `Initialize` (0): the pool account written as the program writes it; the list emptied to its size. */
function initializePool(programId: string, accounts: readonly InstructionAccount[], data: Uint8Array, ledger: LaunchLedger) {
  if (accounts.length < 9) return refuse('NotEnoughAccountKeys', 'NotEnoughAccountKeys');
  const [pool, manager, staker, withdrawAuthority, list, reserve, mint, managerFee, tokenProgram] = accounts as NineAccounts;
  if (!manager.signer) return poolError('SignatureMissing');
  if (ledger.pools.has(pool.address)) return poolError('AlreadyInUse');
  // Each must be the program's, allocated and blank; one written already is the program's AlreadyInUse.
  for (const address of [pool.address, list.address]) {
    const blank = blankOf(ledger, address, programId);
    if ('fault' in blank) {
      return blank.fault === 'AccountAlreadyInitialized' ? poolError('AlreadyInUse') : refuse(blank.fault, String(blank.fault));
    }
  }
  const listSpace = ledger.accounts.get(list.address)!.data.length;
  const [authority, bump] = programAddressWithBump([addressBytes(pool.address), utf8('withdraw')], programId);
  if (withdrawAuthority.address !== authority) return poolError('InvalidProgramAddress');
  const fees = view(data);
  const fee = (at: number) => ({ denominator: fees.getBigUint64(at, true), numerator: fees.getBigUint64(at + 8, true) });
  const [epochFee, withdrawalFee, depositFee] = [fee(1), fee(17), fee(33)];
  const referralFee = data[49]!;
  const maxValidators = fees.getUint32(50, true);
  if ([epochFee, withdrawalFee, depositFee].some((f) => f.numerator > f.denominator && f.denominator !== 0n) || referralFee > 100) {
    return poolError('FeeTooHigh');
  }
  if (listSpace < 9 + ENTRY_SIZE * maxValidators) return refuse({ Custom: 20 }, 'UnexpectedValidatorListAccountSize');
  // The reserve: an initialized stake account whose staker and withdrawer are the withdraw authority.
  const reserveState = ledger.accounts.get(reserve.address);
  if (
    !reserveState ||
    reserveState.owner !== STAKE_PROGRAM ||
    view(reserveState.data).getUint32(0, true) !== 1 ||
    addressAt(reserveState.data, 12) !== withdrawAuthority.address ||
    addressAt(reserveState.data, 44) !== withdrawAuthority.address
  ) {
    return poolError('WrongStakeStake');
  }
  const mintState = ledger.accounts.get(mint.address);
  if (!mintState || mintState.owner !== tokenProgram.address) return refuse('IncorrectProgramId', 'the mint is not the token program’s');
  const { authority: mintAuthority, supply, freeze } = mintFields(mintState.data);
  if (supply !== 0n) return poolError('NonZeroPoolTokenSupply');
  if (mintAuthority !== withdrawAuthority.address || freeze) return poolError('WrongMintingAuthority');
  const feeAccount = ledger.tokens.get(managerFee.address);
  if (!feeAccount || feeAccount.mint !== mint.address) return poolError('InvalidFeeAccount');
  // What the reserve holds above its rent is the pool's from the start, minted as tokens to the manager's fee account.
  const aboveRent = ledger.lamports(reserve.address) - view(reserveState.data).getBigUint64(4, true);
  feeAccount.amount += aboveRent;

  const program = (Object.keys(POOL_PROGRAM_IDS) as PoolProgramName[]).find((name) => POOL_PROGRAM_IDS[name] === programId)!;
  const created: DemoPool = {
    address: pool.address,
    program,
    owner: programId,
    withdrawAuthority: withdrawAuthority.address,
    manager: manager.address,
    staker: staker.address,
    stakeDepositAuthority: programAddressOf([addressBytes(pool.address), utf8('deposit')], programId),
    stakeWithdrawBumpSeed: bump,
    validatorList: list.address,
    reserveStake: reserve.address,
    poolMint: mint.address,
    managerFeeAccount: managerFee.address,
    tokenProgramId: tokenProgram.address,
    totalLamports: aboveRent,
    poolTokenSupply: aboveRent,
    lastUpdateEpoch: ledger.epoch,
    lockup: { unixTimestamp: 0n, epoch: 0n, custodian: ZERO_ADDRESS },
    epochFee,
    nextEpochFee: null,
    preferredDepositValidatorVoteAddress: null,
    preferredWithdrawValidatorVoteAddress: null,
    stakeDepositFee: depositFee,
    stakeWithdrawalFee: withdrawalFee,
    nextStakeWithdrawalFee: null,
    stakeReferralFee: referralFee,
    solDepositAuthority: null,
    solDepositFee: depositFee,
    solReferralFee: referralFee,
    solWithdrawAuthority: null,
    solWithdrawalFee: withdrawalFee,
    nextSolWithdrawalFee: null,
    lastEpochPoolTokenSupply: 0n,
    lastEpochTotalLamports: 0n,
    launchedHere: true,
  };
  // The pool, its list and its mint are the pool's from now on: the chain shows them from it.
  ledger.pools.set(pool.address, created);
  for (const address of [pool.address, mint.address]) ledger.accounts.delete(address);
  // The list stays an account of its own: its header now, a validator's entry with each AddValidatorToPool.
  const header = ledger.accounts.get(list.address)!.data;
  header[0] = 2;
  view(header).setUint32(1, maxValidators, true);
  return done(`Initialize ${pool.address}: ${maxValidators} validators at most`);
}

/** `CreateTokenMetadata` (17): Metaplex's metadata account at the mint's PDA, the withdraw authority its update authority, the payer paying its rent and Metaplex's fee. */
function createTokenMetadata(programId: string, accounts: readonly InstructionAccount[], data: Uint8Array, ledger: LaunchLedger) {
  if (accounts.length < 9) return refuse('NotEnoughAccountKeys', 'NotEnoughAccountKeys');
  const [poolAccount, manager, withdrawAuthority, mint, payer, metadata, metadataProgram] = accounts as NineAccounts;
  const pool = ledger.pools.get(poolAccount.address);
  if (!pool || pool.owner !== programId) return refuse('IncorrectProgramId', 'IncorrectProgramId');
  if (!manager.signer) return poolError('SignatureMissing');
  if (manager.address !== pool.manager) return refuse({ Custom: 6 }, 'WrongManager');
  if (withdrawAuthority.address !== pool.withdrawAuthority) return poolError('InvalidProgramAddress');
  if (mint.address !== pool.poolMint) return refuse({ Custom: 10 }, 'WrongPoolMint');
  if (metadataProgram.address !== METADATA_PROGRAM) return refuse('IncorrectProgramId', 'not Metaplex');
  if (metadata.address !== metadataAddress(mint.address))
    return refuse('InvalidSeeds', 'Metaplex: the metadata account is not the mint’s PDA');
  if (!payer.signer) return refuse('MissingRequiredSignature', 'the payer did not sign');
  // Metaplex creates the account through the System program: an address in use is refused as it refuses.
  if (exists(ledger, metadata.address)) return refuse({ Custom: SYSTEM_ERROR.AccountAlreadyInUse }, 'Create Account: already in use');
  let at = 1;
  const text = () => {
    const length = view(data).getUint32(at, true);
    const value = new TextDecoder().decode(data.slice(at + 4, at + 4 + length));
    at += 4 + length;
    return value;
  };
  const [name, symbol, uri] = [text(), text(), text()];
  // As the Metaplex deployed on mainnet and devnet does (`levy()`): the payer funds the account with its
  // rent and the program's create fee, which stays in it.
  const funding = rentExempt(METADATA_ACCOUNT_SIZE) + METAPLEX_CREATE_FEE;
  if (ledger.lamports(payer.address) < funding) return refuse({ Custom: SYSTEM_ERROR.ResultWithNegativeLamports }, 'insufficient lamports');
  ledger.addLamports(payer.address, -funding);
  ledger.addLamports(metadata.address, funding);
  ledger.accounts.set(metadata.address, {
    owner: METADATA_PROGRAM,
    data: metadataData({ updateAuthority: pool.withdrawAuthority, mint: pool.poolMint, name, symbol, uri }),
  });
  return done(`CreateTokenMetadata ${metadata.address}: ${name} (${symbol})`);
}

/**
 * `AddValidatorToPool` (1): the validator's stake account (the PDA of [vote, pool]) created from the
 * reserve's lamports, the minimum delegation (at least 0.001 SOL) and its rent, delegated to the vote
 * account; the validator joins the list. The pool's total is unchanged: the lamports stay the pool's.
 */
function addValidatorToPool(programId: string, accounts: readonly InstructionAccount[], ledger: LaunchLedger) {
  if (accounts.length < 13) return refuse('NotEnoughAccountKeys', 'NotEnoughAccountKeys');
  const [poolAccount, staker, reserve, withdrawAuthority, list, validatorStake, vote] = accounts as NineAccounts;
  const pool = ledger.pools.get(poolAccount.address);
  if (!pool || pool.owner !== programId) return refuse('IncorrectProgramId', 'IncorrectProgramId');
  if (!staker.signer) return poolError('SignatureMissing');
  if (staker.address !== pool.staker) return poolError('WrongStaker');
  if (withdrawAuthority.address !== pool.withdrawAuthority || reserve.address !== pool.reserveStake)
    return poolError('InvalidProgramAddress');
  if (list.address !== pool.validatorList) return refuse({ Custom: 8 }, 'InvalidValidatorStakeList');
  if (ledger.accounts.get(vote.address)?.owner !== VOTE_PROGRAM)
    return refuse('IncorrectProgramId', 'the vote account is not the Vote program’s');
  if (validatorStake.address !== validatorStakeAddress(programId, vote.address, pool.address))
    return poolError('InvalidStakeAccountAddress');
  const listData = ledger.accounts.get(list.address)?.data;
  if (!listData || listData[0] !== 2) return refuse({ Custom: 8 }, 'InvalidValidatorStakeList');
  const votes = listedVotes(listData);
  if (votes.includes(vote.address)) return poolError('ValidatorAlreadyAdded');
  if (votes.length >= view(listData).getUint32(1, true)) return refuse({ Custom: 20 }, 'UnexpectedValidatorListAccountSize');
  if (exists(ledger, validatorStake.address)) return refuse({ Custom: SYSTEM_ERROR.AccountAlreadyInUse }, 'Create Account: already in use');
  const stake = ledger.minimumDelegation > MINIMUM_ACTIVE_STAKE ? ledger.minimumDelegation : MINIMUM_ACTIVE_STAKE;
  const required = stake + STAKE_ACCOUNT_RENT;
  // The reserve keeps its own rent: only what is above it may go to a validator.
  if (ledger.lamports(reserve.address) < required + STAKE_ACCOUNT_RENT)
    return refuse({ Custom: SYSTEM_ERROR.ResultWithNegativeLamports }, 'Transfer: insufficient lamports');
  ledger.addLamports(reserve.address, -required);
  ledger.addLamports(validatorStake.address, required);
  ledger.accounts.set(validatorStake.address, {
    owner: STAKE_PROGRAM,
    data: delegatedStakeData({ authority: pool.withdrawAuthority, vote: vote.address, stake, epoch: ledger.epoch }),
  });
  // Its entry (`ValidatorStakeInfo`): active lamports, no transient ones, updated this epoch, seeds 0, Active, the vote account.
  const entry = 9 + ENTRY_SIZE * votes.length;
  view(listData).setBigUint64(entry, required, true);
  view(listData).setBigUint64(entry + 16, ledger.epoch, true);
  listData.set(addressBytes(vote.address), entry + 41);
  view(listData).setUint32(5, votes.length + 1, true);
  return done(`AddValidatorToPool ${vote.address}: ${required} lamports from the reserve`);
}

/** The pool program's launch instructions (Initialize, AddValidatorToPool, CreateTokenMetadata); null for any other. */
export function runLaunchPoolInstruction(
  programId: string,
  accounts: readonly InstructionAccount[],
  data: Uint8Array,
  ledger: LaunchLedger,
): PoolInstructionResult | null {
  if (data[0] === 0 && data.length === 54) return initializePool(programId, accounts, data, ledger);
  if (data[0] === 1 && data.length === 5) return addValidatorToPool(programId, accounts, ledger);
  if (data[0] === 17) return createTokenMetadata(programId, accounts, data, ledger);
  return null;
}
