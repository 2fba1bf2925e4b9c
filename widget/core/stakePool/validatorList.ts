import { encodeBase58 } from '../encoding/base58';

/**
 * A stake pool's validator list, decoded whole: its header (account type 2, the most validators it may
 * hold, the number it holds) and one 73-byte entry per validator, as the program stores them. The RPC
 * is not trusted: every read is bounds-checked, so bad data is an error, never a guess.
 */

/** The program's `StakeStatus`: only an `active` validator's stake may be withdrawn. */
export const VALIDATOR_STATUS = ['active', 'deactivatingTransient', 'readyForRemoval', 'deactivatingValidator', 'deactivatingAll'] as const;
export type ValidatorStatus = (typeof VALIDATOR_STATUS)[number];

export interface ValidatorEntry {
  /** The lamports of the validator's stake account (its rent included), as of `lastUpdateEpoch`. */
  activeStakeLamports: bigint;
  transientStakeLamports: bigint;
  lastUpdateEpoch: bigint;
  /** The suffix in the transient stake account's address (its seeds: "transient", vote, pool, this as u64). */
  transientSeedSuffix: bigint;
  /** The suffix in the validator stake account's address (0: none; else its seeds end with this as u32). */
  validatorSeedSuffix: number;
  status: ValidatorStatus;
  voteAccount: string;
}

export interface ValidatorList {
  maxValidators: number;
  validators: ValidatorEntry[];
}

const VALIDATOR_LIST_ACCOUNT_TYPE = 2;
const HEADER_SIZE = 9;
export const VALIDATOR_ENTRY_SIZE = 73;

export function decodeValidatorList(data: Uint8Array): ValidatorList {
  if (data.length < HEADER_SIZE) throw new Error(`The validator list is too short: ${data.length} bytes.`);
  if (data[0] !== VALIDATOR_LIST_ACCOUNT_TYPE) {
    throw new Error(`The account is not a validator list: its account type is ${data[0]} (a list is ${VALIDATOR_LIST_ACCOUNT_TYPE}).`);
  }
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const maxValidators = view.getUint32(1, true);
  const count = view.getUint32(5, true);
  if (HEADER_SIZE + count * VALIDATOR_ENTRY_SIZE > data.length) {
    throw new Error(`The validator list says it holds ${count} validators, more than its ${data.length} bytes can.`);
  }
  const validators: ValidatorEntry[] = [];
  for (let index = 0; index < count; index++) {
    const at = HEADER_SIZE + index * VALIDATOR_ENTRY_SIZE;
    const statusByte = data[at + 40]!;
    const status = VALIDATOR_STATUS[statusByte];
    if (status === undefined) throw new Error(`The validator list is invalid: entry ${index} has the status ${statusByte}.`);
    validators.push({
      activeStakeLamports: view.getBigUint64(at, true),
      transientStakeLamports: view.getBigUint64(at + 8, true),
      lastUpdateEpoch: view.getBigUint64(at + 16, true),
      transientSeedSuffix: view.getBigUint64(at + 24, true),
      // at + 32: four unused bytes
      validatorSeedSuffix: view.getUint32(at + 36, true),
      status,
      voteAccount: encodeBase58(data.subarray(at + 41, at + 73)),
    });
  }
  return { maxValidators, validators };
}
