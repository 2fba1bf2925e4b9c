import type { LstEntry } from '../widget/core/lst/lst';

type DemoSeed = {
  mint: string;
  pool: string;
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
    name: 'Evergreen Staked SOL',
    symbol: 'evgSOL',
    oneLiner: 'Reforestation funded by staking rewards.',
    categories: 'Climate, Public goods',
    value: 'Every epoch, rewards plant trees you can trace on-chain.',
    bullets: ['Keep your SOL principal', 'Rewards fund verified planting', 'Monthly impact reports'],
    vote: '9YdHo7i6TKyq8zVW4tjbTQuF493dWm1yfurnrXzo29tC',
    twitter: 'evergreen_sol',
  },
  {
    mint: '6AEiv6L9zTL2ogJNVNsdma2cfEGW2Ns9ZnsNiRPsmAk5',
    pool: '7RP4pBDpBF14rV4bVLf1MqZGr3oxx98svyUBS6HLGRW8',
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
  token_program: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  pool: { program: 'SanctumSpl', pool: seed.pool },
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
