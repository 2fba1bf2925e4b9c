import { afterEach, describe, expect, it, vi } from 'vitest';
import { explorerUrl, parseExplorer } from '../../widget/core/config/explorer';
import { explorerAddressUrl, explorerTransactionUrl } from '../../site/logic/explorerAddress';

const SIGNATURE = '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW';
const ADDRESS = '8UWZsF616xVWhCEipMDAS83pQpe4Q9rHR3ouirMddfmB';

describe('explorerUrl', () => {
  it('links a transaction on each explorer, with the cluster each expects and none for mainnet-beta', () => {
    expect(explorerUrl('tx', SIGNATURE, 'mainnet-beta')).toBe(`https://explorer.solana.com/tx/${SIGNATURE}`);
    expect(explorerUrl('tx', SIGNATURE, 'devnet')).toBe(`https://explorer.solana.com/tx/${SIGNATURE}?cluster=devnet`);
    expect(explorerUrl('tx', SIGNATURE, 'testnet', 'solana-explorer')).toBe(`https://explorer.solana.com/tx/${SIGNATURE}?cluster=testnet`);
    expect(explorerUrl('tx', SIGNATURE, 'mainnet-beta', 'solscan')).toBe(`https://solscan.io/tx/${SIGNATURE}`);
    expect(explorerUrl('tx', SIGNATURE, 'devnet', 'solscan')).toBe(`https://solscan.io/tx/${SIGNATURE}?cluster=devnet`);
    expect(explorerUrl('tx', SIGNATURE, 'testnet', 'solscan')).toBe(`https://solscan.io/tx/${SIGNATURE}?cluster=testnet`);
    expect(explorerUrl('tx', SIGNATURE, 'mainnet-beta', 'solanafm')).toBe(`https://solana.fm/tx/${SIGNATURE}`);
    expect(explorerUrl('tx', SIGNATURE, 'devnet', 'solanafm')).toBe(`https://solana.fm/tx/${SIGNATURE}?cluster=devnet-solana`);
    expect(explorerUrl('tx', SIGNATURE, 'testnet', 'solanafm')).toBe(`https://solana.fm/tx/${SIGNATURE}?cluster=testnet-solana`);
  });

  it("links an address on each explorer's own path for it", () => {
    expect(explorerUrl('address', ADDRESS, 'mainnet-beta')).toBe(`https://explorer.solana.com/address/${ADDRESS}`);
    expect(explorerUrl('address', ADDRESS, 'devnet', 'solscan')).toBe(`https://solscan.io/account/${ADDRESS}?cluster=devnet`);
    expect(explorerUrl('address', ADDRESS, 'testnet', 'solanafm')).toBe(`https://solana.fm/address/${ADDRESS}?cluster=testnet-solana`);
  });

  it('never lets an id leave its path segment', () => {
    expect(explorerUrl('tx', 'a/../b?x=1#y', 'devnet')).toBe('https://explorer.solana.com/tx/a%2F..%2Fb%3Fx%3D1%23y?cluster=devnet');
  });

  it("is the site's links too", () => {
    expect(explorerAddressUrl(ADDRESS, 'devnet')).toBe(explorerUrl('address', ADDRESS, 'devnet'));
    expect(explorerTransactionUrl(SIGNATURE, 'mainnet-beta')).toBe(explorerUrl('tx', SIGNATURE, 'mainnet-beta'));
  });
});

describe('parseExplorer', () => {
  afterEach(() => vi.restoreAllMocks());

  it('takes the three names, and nothing for a missing one', () => {
    expect(parseExplorer('solscan')).toBe('solscan');
    expect(parseExplorer(' solanafm ')).toBe('solanafm');
    expect(parseExplorer('solana-explorer')).toBe('solana-explorer');
    expect(parseExplorer(undefined)).toBeUndefined();
    expect(parseExplorer('')).toBeUndefined();
  });

  it('ignores an unknown name, with a console warning that names the choices', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseExplorer('etherscan')).toBeUndefined();
    expect(warn).toHaveBeenCalledWith('lst-stake: explorer "etherscan" is ignored: not solana-explorer, solscan, solanafm');
  });
});
