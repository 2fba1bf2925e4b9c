import { TOKEN_2022_PROGRAM } from '../addresses/splPrograms';
import { rentExemptMinimum } from './stakeLimits';

/**
 * The rent a stake pays to open the staker's associated token account of an LST (it comes back to them
 * when the account is closed): 165 bytes under the Token program; Token-2022's associated account
 * carries its ImmutableOwner extension (170 bytes).
 */
export const tokenAccountRent = (tokenProgram: string): bigint => rentExemptMinimum(tokenProgram === TOKEN_2022_PROGRAM ? 170n : 165n);
