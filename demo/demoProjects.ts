import { TOKEN_PROGRAM } from '../widget/core/addresses/splPrograms';
import type { LstEntry } from '../widget/core/lst/lst';
import type { PoolProgramName } from '../widget/core/stakePool/poolPrograms';
import type { Fee } from '../widget/core/stakePool/stakePool';
import { DEMO_VOTE_ACCOUNT } from './demoVote';

/**
 * A demo project's SPL stake pool: the program the list names, its accounts, its totals (its rate is
 * totalLamports / poolTokenSupply SOL per token) and its fees. The demo chain (demoPools) builds the
 * pool account and its companions from these; the pool was updated in the demo clock's epoch.
 */
export interface DemoPoolSeed {
  program: PoolProgramName;
  validatorList: string;
  reserve: string;
  /** The pool's manager (and staker): its fee account is the manager's associated account of the mint. */
  manager: string;
  totalLamports: bigint;
  poolTokenSupply: bigint;
  /** The share of a SOL deposit the pool keeps, in pool tokens (rounded up). */
  solDepositFee: Fee;
  /** Percent of that fee paid to the referrer's account (rounded down). */
  solReferralFee: number;
  /** The share of each epoch's rewards the manager takes. */
  epochFee: Fee;
  /** The share of a stake account's deposit the pool keeps, in pool tokens (rounded up): none unless given. */
  stakeDepositFee?: Fee;
  /** Taken from each withdrawal, SOL or stake: 0.1 % unless given. */
  solWithdrawalFee?: Fee;
}

const fee = (numerator: bigint, denominator: bigint): Fee => ({ numerator, denominator });

type DemoSeed = {
  mint: string;
  /** The pool account's address. */
  pool: string;
  /** An SPL stake pool (the deposit route's), or the name of another program that runs the pool (swap only). */
  stakePool: DemoPoolSeed | { otherProgram: string };
  name: string;
  symbol: string;
  oneLiner: string;
  categories: string;
  value: string;
  bullets: [string, string, string];
  vote?: string;
  twitter?: string;
};

const seeds: DemoSeed[] = [
  {
    mint: '8UWZsF616xVWhCEipMDAS83pQpe4Q9rHR3ouirMddfmB',
    pool: 'ANzmsb7YZj2UnYSBu64e9aSLYSj8V1ntAmz8XZcMhPYx',
    // Another program's pool: the deposit route does not serve it, so evergreen is staked by swap only
    // (the tests of the aggregator's hostile swaps use it).
    stakePool: { otherProgram: 'Marinade' },
    name: 'Evergreen Staked SOL',
    symbol: 'evgSOL',
    oneLiner: 'Reforestation funded by staking rewards.',
    categories: 'Climate, Public goods',
    value: 'Every epoch, rewards plant trees you can trace on-chain.',
    bullets: ['Keep your SOL principal', 'Rewards fund verified planting', 'Monthly impact reports'],
    vote: DEMO_VOTE_ACCOUNT,
    twitter: 'evergreen_sol',
  },
  {
    mint: '6AEiv6L9zTL2ogJNVNsdma2cfEGW2Ns9ZnsNiRPsmAk5',
    pool: '7RP4pBDpBF14rV4bVLf1MqZGr3oxx98svyUBS6HLGRW8',
    // 1.0819 SOL per token, no SOL deposit fee, 5 % of rewards.
    stakePool: {
      program: 'SanctumSpl',
      validatorList: 'Bb92RcLZ72PGGSPoDtJXXBDsnFMFYyoswfDbroBNtyPC',
      reserve: 'JAMLzmgJE8MvYu6zA52ZjaaQLAevvxiDL2VuaYb2kAc2',
      manager: '6h71MpBNdpfVzxfR2zxRzDzM4EfoZHwfaUF6SZt77KVB',
      totalLamports: 482_731_906_512_337n,
      poolTokenSupply: 446_198_772_004_118n,
      solDepositFee: fee(0n, 0n),
      solReferralFee: 0,
      epochFee: fee(5n, 100n),
    },
    name: 'Canopy Staked SOL',
    symbol: 'canSOL',
    oneLiner: 'A validator run on renewable power.',
    categories: 'Infrastructure, Climate',
    value: 'Solar-powered validation with open energy data.',
    bullets: ['100% renewable energy', 'Open dashboards', 'Low commission'],
    vote: '5EgxQgCTRS8HkzE3nJAjvowGiHb4DcSTuv1ysN3KPP3f',
  },
  {
    mint: 'EAyNcf8H7ftWDbFs6uXTLrhUWuHMG6sSueynJKunGVLc',
    pool: 'Hg94ATTtdbZSeo1V7KGT86pAA5xXXQbur4YqhXqp37xN',
    // 1.2438 SOL per token, 0.1 % SOL deposit fee and 0.2 % stake deposit fee (half to a referrer), 8 % of rewards.
    stakePool: {
      program: 'Spl',
      validatorList: '35ZmHy7iRo1D7nJq4QsfCQziyVpLK5zbGaKP7P93bGo6',
      reserve: '58rmb9UX3cWtv7PBZgkUWzwZZewwvGsQiVurMgiPPeyh',
      manager: '27dgysPZEQTyoTUhh6B7ZKtaBJniXR35tGdnCK3xExow',
      totalLamports: 91_284_550_318_002n,
      poolTokenSupply: 73_392_008_731_511n,
      solDepositFee: fee(1n, 1_000n),
      stakeDepositFee: fee(2n, 1_000n),
      solReferralFee: 50,
      epochFee: fee(8n, 100n),
    },
    name: 'Moss Staked SOL',
    symbol: 'mossSOL',
    oneLiner: 'Community grants for open-source tooling.',
    categories: 'Developers, Grants',
    value: 'Stakers fund the tools every Solana developer uses.',
    bullets: ['Quarterly grant rounds', 'Stakers vote on grants', 'Fully transparent treasury'],
  },
  {
    mint: 'DdeNjFn1KPgZFUieXXUYTf6gRggYo1at86hnKDJ2ytk5',
    pool: 'Hd2i7FhYzTMRFDttJsPsAhFbFEruW3h1y9tz3pqnjWrt',
    // 1.0213 SOL per token, 0.5 % SOL deposit fee (a fifth to a referrer), 10 % of rewards.
    stakePool: {
      program: 'SanctumSplMulti',
      validatorList: 'EjVgyqFUBR888HeDhYwuZoNZSMFwywLVZQUm1gez4cF4',
      reserve: 'HtMAdBdU4y8SiJeSeQziLJYnUamKD34m33K1qxHaEMt4',
      manager: 'FTBw9DfJSrPfTbokFVLPypRAjDAXwYkZGLzVh5wF2NXU',
      totalLamports: 12_903_447_120_985n,
      poolTokenSupply: 12_634_108_559_407n,
      solDepositFee: fee(5n, 1_000n),
      solReferralFee: 20,
      epochFee: fee(10n, 100n),
    },
    name: 'Fern Staked SOL',
    symbol: 'fernSOL',
    oneLiner: 'Music royalties for independent artists.',
    categories: 'Culture, Music',
    value: 'Back artists without buying a token.',
    bullets: ['Artists keep their rights', 'Rewards stream to creators', 'Exclusive listening rooms'],
  },
  {
    mint: '5B4gWZCmwc99S96jHKbmMKLmDFrbJDkzxC5Ksix85Bxg',
    pool: '9zc6x3NU9sKYiwuJQ1vZqZuGV6TJcdJsLMHWmMm3xHTy',
    // 1.3469 SOL per token, 0.03 % SOL deposit fee, 3 % of rewards.
    stakePool: {
      program: 'SanctumSpl',
      validatorList: '2kdppf9ASt2efzKWN6FJprokg6D2DRrPGuzrfyo956XM',
      reserve: 'D3zsRhooozQdCcTbDVvpLFVDXYpgyxeRj7nb2a6Zm5ar',
      manager: 'B7eAx7NQq2zgCtf4B9TpEdN4KLWN7NgmWxQDPVvsijWC',
      totalLamports: 1_204_551_882_907_612n,
      poolTokenSupply: 894_320_117_455_068n,
      solDepositFee: fee(3n, 10_000n),
      solReferralFee: 0,
      epochFee: fee(3n, 100n),
    },
    name: 'Sequoia Staked SOL',
    symbol: 'seqSOL',
    oneLiner: 'Long-term funding for research labs.',
    categories: 'Science, DeSci',
    value: 'Patient capital for science, principal always yours.',
    bullets: ['Peer-reviewed grantees', 'Results published openly', 'Multi-year commitments'],
  },
];

export const DEMO_RATE = { lstPerSol: [100n, 105n] as const };

export const demoProjects: LstEntry[] = seeds.map((seed) => ({
  mint: seed.mint,
  name: seed.name,
  symbol: seed.symbol,
  logo_uri: '',
  decimals: 9,
  token_program: TOKEN_PROGRAM,
  pool:
    'otherProgram' in seed.stakePool
      ? { program: seed.stakePool.otherProgram, pool: seed.pool }
      : { program: seed.stakePool.program, pool: seed.pool, validator_list: seed.stakePool.validatorList },
  meta: {
    'Mint address': seed.mint,
    'Mint logo URL': '',
    'Mint name': seed.name,
    'Mint symbol': seed.symbol,
    'One-liner': seed.oneLiner,
    Categories: seed.categories,
    Website: `https://example.org/${seed.symbol.toLowerCase()}`,
    Twitter: seed.twitter ?? '',
    'TG group link': `https://t.me/${seed.symbol.toLowerCase()}`,
    'Main value proposition': seed.value,
    'First bullet point': seed.bullets[0],
    'Second bullet point': seed.bullets[1],
    'Third bullet point': seed.bullets[2],
    'Vote account': seed.vote ?? '',
  },
}));

export const [evergreen] = demoProjects as [LstEntry, ...LstEntry[]];

/** The demo projects' SPL stake pools, with their mints and pool addresses. */
export const demoPoolSeeds = seeds.flatMap(({ mint, pool, stakePool }) =>
  'otherProgram' in stakePool ? [] : [{ mint, address: pool, ...stakePool }],
);
