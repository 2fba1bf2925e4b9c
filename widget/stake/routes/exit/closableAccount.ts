import { readU64 } from '../../../core/guard/decodedMessage';
import { readTokenAccount, type Extension } from '../../../core/guard/tokenLayouts';

/** Token-2022's extension types on a token account (`ExtensionType` in the program). */
const TRANSFER_FEE_AMOUNT = 2;
const IMMUTABLE_OWNER = 7;

/**
 * An extension that lets the account be closed once emptied: ImmutableOwner, and TransferFeeAmount
 * with no fee withheld in it (the program refuses to close an account holding withheld fees). Any
 * other kind is taken to block it: a close we are not sure of is left out, not tried.
 */
const allowsClose = ({ type, value }: Extension): boolean =>
  type === IMMUTABLE_OWNER || (type === TRANSFER_FEE_AMOUNT && readU64(value, 0) === 0n);

/**
 * Whether the token program will close this account to `wallet` once a full unstake empties it, read
 * from the account's own bytes: initialized (not frozen), not wrapped SOL, closed by `wallet` (no close
 * authority, or `wallet` itself), and only extensions that allow it. Anything else leaves it open: a
 * close that cannot succeed would fail the whole exit.
 */
export function closableBy(data: Uint8Array, wallet: string): boolean {
  const account = readTokenAccount(data);
  if (!account || account.state !== 1 || account.isNative) return false;
  if ((account.closeAuthority ?? account.owner) !== wallet) return false;
  return account.extensions.every(allowsClose);
}
