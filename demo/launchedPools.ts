import type { LstEntry } from '../widget/core/lst/lst';
import { metadataAddress } from '../widget/solana/poolAddresses';
import type { DemoRawAccount } from './demoAccounts';
import type { DemoPool } from './demoPools';
import { demoPoolSeeds } from './demoProjects';
import { listedVotes } from './demoLaunchPrograms';
import { readMetadataNames } from './launchAccounts';

/**
 * The pools launched on the demo chain as the LST list names them: every pool the demo projects do not
 * seed whose token has its metadata (the launch's third step), named by that metadata. Its project
 * page says only what the chain knows (name, symbol, mint, fees, validator): a team adds the rest when
 * it asks the public list to name it.
 */
export function launchedEntries(pools: Iterable<DemoPool>, accounts: ReadonlyMap<string, DemoRawAccount>): LstEntry[] {
  const seeded = new Set(demoPoolSeeds.map((seed) => seed.address));
  return [...pools].flatMap((pool) => {
    const metadata = accounts.get(metadataAddress(pool.poolMint));
    if (seeded.has(pool.address) || !metadata) return [];
    const { name, symbol } = readMetadataNames(metadata.data);
    const list = accounts.get(pool.validatorList);
    const vote = (list && listedVotes(list.data)[0]) ?? '';
    const percent = (fee: { numerator: bigint; denominator: bigint }) =>
      fee.denominator === 0n ? '0' : ((Number(fee.numerator) * 100) / Number(fee.denominator)).toString();
    return [
      {
        mint: pool.poolMint,
        name,
        symbol,
        logo_uri: '',
        decimals: 9,
        token_program: pool.tokenProgramId,
        pool: { program: pool.program, pool: pool.address, validator_list: pool.validatorList, vote_account: vote },
        meta: {
          'Mint address': pool.poolMint,
          'Mint logo URL': '',
          'Mint name': name,
          'Mint symbol': symbol,
          'One-liner': `${name}, launched on the demo chain`,
          Categories: '',
          Website: '',
          Twitter: '',
          'TG group link': '',
          'Main value proposition': `Staked with the validator ${vote}`,
          'First bullet point': `Epoch fee ${percent(pool.epochFee)} %`,
          'Second bullet point': `Deposit fee ${percent(pool.solDepositFee)} %`,
          'Third bullet point': `Withdrawal fee ${percent(pool.solWithdrawalFee)} %`,
          'Vote account': vote,
        },
      },
    ];
  });
}
