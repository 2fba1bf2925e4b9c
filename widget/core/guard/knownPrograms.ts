import { STAKE_PROGRAM } from '../addresses/nativePrograms';
import { MEMO_PROGRAM } from '../addresses/splPrograms';
import { POOL_PROGRAMS } from '../stakePool/poolPrograms';
import { DEFAULT_AGGREGATOR_PROGRAM_IDS } from './aggregatorPrograms';
import { PROGRAMS, WALLET_ASSERTION_PROGRAMS } from './programs';

/**
 * Every program a stake's transaction may reach, at any depth. A program can only run if the message
 * names its account, and the guard resolves every account the message names: a named account that is a
 * program and is not here means no signature, because what a program we do not know does when the
 * transaction lands need not be what it did when we simulated it (it can be upgraded in between).
 *
 * Our own routes: the programs the deposit and the swap's own instructions use, and the wallet
 * assertion programs (which only make a transaction fail).
 */
const OWN_ROUTES: readonly string[] = [
  PROGRAMS.system,
  PROGRAMS.computeBudget,
  PROGRAMS.token,
  PROGRAMS.token2022,
  PROGRAMS.associatedToken,
  STAKE_PROGRAM,
  // The three deploys of the SPL stake pool program (Spl, SanctumSpl, SanctumSplMulti).
  ...POOL_PROGRAMS,
  // Memo: DEX instructions that move Token-2022 tokens (Raydium CLMM, Whirlpool) name it.
  MEMO_PROGRAM,
  // Lighthouse: a wallet's assertions.
  ...WALLET_ASSERTION_PROGRAMS,
];

/**
 * The aggregator's route: its own program and every DEX program its routing uses, not only the venues
 * that trade LSTs today, since a route may hop through any of them. Source: the aggregator's
 * `/program-id-to-label` answer (`GET https://api.jup.ag/swap/v1/program-id-to-label`) as published in
 * QuickNode's documentation of its Metis (Jupiter Swap API) add-on,
 * https://www.quicknode.com/docs/solana/program-id-to-label, page dated 18 December 2025; read
 * 26 November 2026. The copy of that page we could read ends after its first 15 entries; the others are
 * from two public copies of the same answer kept in open-source Solana code (2025), and the aggregator's
 * own developer docs (Jupiter V6, Meteora DLMM). A venue added since is refused until it is added here.
 */
const AGGREGATOR_ROUTES = [
  ...DEFAULT_AGGREGATOR_PROGRAM_IDS, // Jupiter V6, the aggregator's own
  'DEXYosS6oEGvk8uCDayvwEZz4qEyDJRf9nFgYCaqPMTm', // 1DEX
  'pAMMBay6oceH9fJKBRHGP5D4bD4sWpmSwMn52FMfXEA', // Pump.fun Amm
  'CAMMCzo5YL8w4VFF8KVHrK22GGUsp5VTaW7grrKgrWqK', // Raydium CLMM
  '5U3EU2ubXtK84QcRjWVmYt9RaDyA8gKxdUrPFXmZyaki', // Virtuals
  '9W959DqEETiGZocYWCQPaJ6sBmUzgfxXfqGeTEdp3aQP', // Orca V2
  'obriQD1zbpyLz95G5n7nJe6a4DPjpFwa5XYPoNm113y', // Obric V2
  'CPMMoo8L3F4NbTegBCKVNunggL7H1ZpdTHKxQB5qKP1C', // Raydium CP
  '5ocnV1qiCgaQR8Jb8xWnVbApfaygJ8tNoZfgPwsgx9kx', // Sanctum Infinity
  'BSwp6bEBihVLdqJRKGgzjcGLHkcTuzmSo1TQkHepzH8p', // Bonkswap
  '6EF8rrecthR5Dkzon8Nwu78hRvfCKubJ14M5uBEwF6P', // Pump.fun
  'AMM55ShdkoGRB5jVYPjWziwk8m5MpwyDgsMWHaMSQWH6', // Aldrin
  '675kPX9MHTjS2zt1qfr1NYHuzeLXfQM9H24wFSUt1Mp8', // Raydium
  'whirLbMiicVdio4qvUfM5KAg6Ct8VwpYzGff3uctyCc', // Whirlpool
  'srmqPvymJeFKQ4zGQed1GFppgkRHL9kaELCbyksJtPX', // Openbook
  'endoLNCKTqDn8gSVnN2hDdpgACUPWHZTwoYnnMybpAT', // Solayer
  'LBUZKhRxPF3XUpBCjp4YzTKgLccjZhTSDM9YuVaPwxo', // Meteora DLMM
  'PhoeNiXZ8ByJGLkxNfZRnkUfjvmuYqLR89jjFHGqdXY', // Phoenix
  'PSwapMdSai8tjrEXcxFeQth87xC4rRsa4VA5mhGhXkP', // Penguin
  'REALQqNEomY6cQGZJUGwywTBD2UmDT32rZcNnfxQ5N2', // Byreal
  'SSwpkEEcbUqx4vtoEByFjSkhKdCT862DNVb52nZg1UZ', // Saber
  'SwaPpA9LAaLfeLi3a68M4DjnLqgtticKg6CnyNwgAC8', // Token Swap
  'HpNfyc2Saw7RKkQd8nEL4khUcuPhQ7WwY1B2qjx8jxFq', // PancakeSwap
  'WooFif76YGRNjk1pA8wCsN67aQsD9f9iLsz4NcJ1AVb', // Woofi
  'ZERor4xhbUycZ6gb9ntrhqscUcZmAbQDjEAtCf4hbZY', // ZeroFi
  'srAMMzfVHVAtgSJc8iH6CfKzuWuUTzLHVCE81QU1rgi', // Gavel
  'CURVGoZn8zycx6FXwwevgBTB2gVvdbGTEpvMJDbgs2t4', // Aldrin V2
  'PERPHjGBqRHArX4DySjwM6UJHiR3sWAatqfdBS2qQJu', // Perps
  'SSwapUtytfBdBn1b9NUGG6foMVPtcWgpRU32HToDUZr', // Saros
  'LanMV9sAd7wArD4vJFi2qDdfnVhFxYSUg6eADduJ3uj', // Raydium Launchlab
  'CLMM9tUoggJu2wagPkkqs9eFG4BWhVBZWkP1qv3Sp7tR', // Crema
  'opnb2LAfJYbRMAHHvqjCwQxanZn7ReEHp1k81EohpZb', // OpenBook V2
  'Eo7WjKq67rjJQSZxS6z3YkapzY3eMj6Xy8X5EQVn5UaB', // Meteora
  'SoLFiHG9TfgtdUXUjWAxi3LtvYuFyDLVhBWxdMZxyCe', // SolFi
  '9H6tua7jkLhdm3w8BvgpTn5LZNU7g4ZynDmCiNN3q6Rp', // HumidiFi
  'dbcij3LWUppWqq96dh6gJWwBifmcGfLSB5D4DuSMaqN', // Dynamic Bonding Curve
  'DecZY86MU5Gj7kppfUCEmd4LbXXuyZH1yHaP2NTqdiZB', // Saber (Decimals)
  'boop8hVGQGqehUK2iVEMEnMrL5RbjywRzHKBmBE7ry4', // Boop.fun
  'MoonCVVNZFSYkqNXP6bxHLPL6QQJiMagDL3qcqUQTrG', // Moonit
  'DSwpgjMvXhtGn6BsbqmacdBZyfLj6jSWf3HJpdJtmg6N', // DexLab
  'goonERTdGsjnkZqWuVjs73BZ3Pb9qoCUdBUL17BnS5j', // GoonFi
  'cpamdpZCGKUy5JxQXB4dcpGPiikHawvSWAd6mEn1sGG', // Meteora DAMM v2
  'FLUXubRmkEi2q6K3Y9kBPg9248ggaZVsoSFhtJHSrm1X', // FluxBeam
  'H8W3ctz92svYg6mkn1UtGfu2aQr2fnUFHM1RhScEtQDt', // Cropper
  'GAMMA7meSFWaBXF25oSUgmGRwaW6sCMFLmBNiMSdbHVT', // GooseFX GAMMA
  'DjVE6JNiYqPL2QXyCUUh8rNjHrbz9hXHNYt99MQ59qw1', // Orca V1
  'swapFpHZwjELNnjvThjajtiVmkz3yPQEHjLtka2fwHW', // Stabble Weighted Swap
  'swapNyd8XiQwJ6ianp9snpu4brUqFxadzvHebnAXjJZ', // Stabble Stable Swap
  'TessVdML9pBGgG9yGks7o4HewRaXVAMuoVj4x83GLQH', // TesseraV
  'Gswppe6ERWKpUTXvRPfXdzHhiCyJvLadVvXGfdpBqcE1', // Guacswap
  'NUMERUNsFCP3kuNmWZuXtm1AaQCPj9uw6Guv2Ekoi5P', // Perena
  'treaf4wWBBty3fHdyBpo35Mz84M8k3heKXmjmi9vFt5', // Helium Network
  'MERLuDFBMmsHnsBPZw2sDQZHvXFMwp8EdjudcU2HKky', // Mercurial
  'HyaB3W9q6XdA5xwpU4XnSZV94htfmbmqJXZcEbRaJutt', // Invariant
  'Dooar9JkhdZ7J3LHN3A7YCuoGRUggXhQaG4kijfLGU2j', // StepN
  'stkitrT1Uoy18Dk1fTrgPw8W6MVzoCfYoAFT4MLsmhq', // Sanctum
  '2wT8Yq49kHgDzXuPxZSaeLaH1qbmGXtEyPy64bL7aD3c', // Lifinity V2
  'JoeaRXgtME3jAoz5WuFXGEndfv4NPH9nBxsLq44hk9J', // Token Mill
  '9tKE7Mbmj4mxDjWatikzGAtkoWosiiZX9y6J4Hfm2R8H', // Oasis
  '5jnapfrAN47UYkLkEf7HnprPPBCQLvkYWGZDeKkaP5hv', // Daos.fun
];

/**
 * Programs the listed venues call in turn, which the message must therefore name too: the LST venues'
 * (Sanctum's router calls the stake pools, Marinade, Lido and unstake.it; Sanctum Infinity its pricing
 * program and a SOL value calculator per LST; Meteora's pools their vaults). Sources, read 26 November
 * 2026: igneous-labs/stakedex-sdk (common/src/address, 2025-05-17), igneous-labs/S (libs/*-lib, keys/),
 * Meteora's developer docs (docs.meteora.ag/developer-guide/home, "Legacy Programs").
 */
const CALLED_BY_VENUES = [
  'MarBmsSgKXdrN1egZf5sqe1TMai9K1rChYNDJgjq7aD', // Marinade
  'CrX7kMhLC3cSsXJdT7JDgqrRVWGnUpX3gfEfxxU2NVLi', // Lido
  'unpXTU2Ndrc7WWNyEhQWe4udTzSibLPi25SXv2xbCHQ', // unstake.it
  'sdcQPewqY4aVLrXRj5meSPWyE2Hi39tufwMY5XbKGYg', // SPL stake pool deposit cap guard
  'f1tUoNEKrDp1oeGn4zxr7bh41eN6VcfHjfrL3ZqQday', // Sanctum Infinity flat fee pricing
  'sp1V4h2gWorkGhVcazBc22Hfo2f5sd7jcjT4EDPrWFF', // Sanctum Infinity SPL calculator
  'sspUE1vrh7xRoXxGsg7vR1zde2WdGtJRbyK9uRumBDy', // Sanctum Infinity SanctumSpl calculator
  'ssmbu3KZxgonUtjEMCKspZzxvUQCxAFnyh1rcHUeEDo', // Sanctum Infinity SanctumSplMulti calculator
  'mare3SCyfZkAndpBRBeonETmkCCB3TJTTrz8ZN2dnhP', // Sanctum Infinity Marinade calculator
  '1idUSy4MGGKyKhvjSnGZ6Zc7Q4eKQcibym4BkEEw9KR', // Sanctum Infinity Lido calculator
  'wsoGmxQLSvwWpuaidCApxN5kEowLe2HLQLJhCQnj4bE', // Sanctum Infinity wSOL calculator
  '24Uqj9JCLxUeoC3hGfh5W3s9FM9uCHDS2SG3LYwBpyTi', // Meteora Dynamic Vault
];

/** Every program a stake's transaction may reach: one list, whichever route built it. */
export const KNOWN_PROGRAMS: readonly string[] = [...OWN_ROUTES, ...AGGREGATOR_ROUTES, ...CALLED_BY_VENUES];

/**
 * The code accounts (the upgradeable loader's ProgramData) of listed programs that routes name: Sanctum
 * Infinity's calculators check the pool program's, to notice its upgrades. Never programs themselves, and
 * each is its program's whole binary, so they are not read. Source: igneous-labs/S, keys/.
 */
export const KNOWN_PROGRAM_DATA: readonly string[] = [
  'EmiU8AQkB2sswTxVB6aCmsAJftoowZGGDXuytm6X65R3', // SPL stake pool (Spl)
  'Cn5fegqLh8Fmvffisr4Wk3LmuaUgMMzTFfEuidpZFsvV', // SPL stake pool (SanctumSpl)
  'HxBTMuB7cFBPVWVJjTi9iBF8MPd7mfY1QnrrWfLAySFd', // SPL stake pool (SanctumSplMulti)
  '4PQH9YmfuKrVyZaibkLYpJZPv2FPaybhq2GAuBcWMSBf', // Marinade
  'CHZNLhDXKrsXBmmv947RFciquwBsn2NdABmhpxoX3wgZ', // Lido
];
