import bs58 from 'bs58';
import { describe, expect, it, vi } from 'vitest';
import { followLoad, type LoadState } from '../../widget/core/page/followLoad';
import { logoInitial, logoView } from '../../widget/core/lst/logo';
import { sameValue } from '../../widget/core/encoding/sameValue';
import { parseCluster } from '../../widget/core/config/cluster';
import { RPC_URLS, resolveConfig } from '../../widget/core/config/config';
import { readableError, ServiceError } from '../../widget/core/config/errors';
import { shortAddress } from '../../widget/core/encoding/shortAddress';
import { walletButtonLabel } from '../../widget/core/wallet/walletButtonLabel';
import { parseWalletButtonMode, showsOwnWalletButton } from '../../widget/core/wallet/walletButtonMode';
import { isWalletRejection } from '../../widget/core/wallet/walletRejection';
import { isAddress } from '../../widget/core/encoding/isAddress';
import { createWalletSession, WalletNotReadyError } from '../../widget/core/wallet/walletSession';
import { englishTexts } from '../../widget/core/texts/texts';

describe('small helpers', () => {
  it('labels the wallet button as the spec says', () => {
    expect(walletButtonLabel(englishTexts, 'no-wallet', null)).toBe('Select Wallet');
    expect(walletButtonLabel(englishTexts, 'has-wallet', null)).toBe('Connect');
    expect(walletButtonLabel(englishTexts, 'connecting', null)).toBe('Connecting ...');
    expect(walletButtonLabel(englishTexts, 'connected', 'AbCdEfGhIjKlMnOpQrStUvWxYz123456789')).toBe('AbCd..6789');
    expect(shortAddress('short')).toBe('short');
  });

  it('reads the wallet-button attribute, and shows a card its own button only as asked', () => {
    expect([null, undefined, '', 'SHOW', 'none', 'auto'].map(parseWalletButtonMode)).toEqual([
      'auto',
      'auto',
      'auto',
      'auto',
      'auto',
      'auto',
    ]);
    expect(parseWalletButtonMode('show')).toBe('show');
    expect(parseWalletButtonMode('hide')).toBe('hide');
    expect([showsOwnWalletButton('auto', 0), showsOwnWalletButton('auto', 1)]).toEqual([true, false]);
    expect([showsOwnWalletButton('show', 2), showsOwnWalletButton('hide', 0)]).toEqual([true, false]);
  });

  it('never prints [object Object]', () => {
    expect(readableError({ InstructionError: [0, { Custom: 6001 }] })).toBe('{"InstructionError":[0,{"Custom":6001}]}');
    expect(readableError({ message: 'boom' })).toBe('boom');
    expect(readableError(new ServiceError('rpc', 'http', 'Failed', 'HTTP 500'))).toBe('Failed: HTTP 500');
    expect(readableError({ big: 10n })).toBe('{"big":"10"}');
    expect(readableError(undefined)).toBe('unknown error');
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(readableError(cyclic)).toBe('unknown error');
  });

  it('knows a rejection in the wallet from other errors', () => {
    expect(isWalletRejection({ code: 4001 })).toBe(true);
    expect(isWalletRejection({ name: 'WalletSignTransactionError', message: '', error: { code: 4001, message: 'x' } })).toBe(true);
    expect(isWalletRejection(new Error('User rejected the request.'))).toBe(true);
    expect(isWalletRejection(new Error('Transaction cancelled'))).toBe(true);
    expect(isWalletRejection(new Error('Ledger device locked'))).toBe(false);
    expect(isWalletRejection(null)).toBe(false);
  });

  it('defaults to devnet, and a cluster brings its own RPC unless one is given', () => {
    expect(resolveConfig().cluster).toBe('mainnet-beta');
    expect(resolveConfig().rpcUrl).toBe(RPC_URLS['mainnet-beta']);
    expect(resolveConfig().aggregatorApiUrl).toBe('https://api.jup.ag');
    expect(resolveConfig({ cluster: 'devnet' }).rpcUrl).toBe(RPC_URLS.devnet);
    expect(resolveConfig({ cluster: 'mainnet-beta' }).rpcUrl).toBe(RPC_URLS['mainnet-beta']);
    expect(resolveConfig({ cluster: 'testnet', rpcUrl: 'https://my.rpc' }).rpcUrl).toBe('https://my.rpc');
    expect(resolveConfig({ lstApiUrl: undefined, quoteApiUrl: '' }).quoteApiUrl).toBe(resolveConfig().quoteApiUrl);
    expect(parseCluster('mainnet')).toBe('mainnet-beta');
    expect(parseCluster('devnet')).toBe('devnet');
  });

  it('recognises addresses', () => {
    expect(isAddress('So11111111111111111111111111111111111111112')).toBe(true);
    expect(isAddress('So1111111111111111111111111111111111111111l')).toBe(false); // l is not base58
    expect(isAddress('11111111111111111111111111111111')).toBe(true);
    expect(isAddress('javascript:alert(1)')).toBe(false);
    expect(isAddress('')).toBe(false);
    // As bs58 decodes: 32 bytes, leading zero bytes as '1's, for every length the check lets through.
    const decodesTo32 = (text: string) => {
      try {
        return bs58.decode(text).length === 32;
      } catch {
        return false;
      }
    };
    const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
    for (let i = 0; i < 2_000; i++) {
      const bytes = Uint8Array.from({ length: 30 + (i % 5) }, (_, at) => (at < i % 4 ? 0 : (i * 7919 + at * 104_729) % 256));
      const encoded = bs58.encode(bytes);
      expect(isAddress(encoded), encoded).toBe(decodesTo32(encoded));
      const random = Array.from({ length: 32 + (i % 13) }, (_, at) => alphabet[(i * 31 + at * 17 + at * at) % 58]).join('');
      expect(isAddress(random), random).toBe(decodesTo32(random));
    }
    expect(isAddress('1'.repeat(32))).toBe(decodesTo32('1'.repeat(32)));
    expect(isAddress('1'.repeat(33))).toBe(decodesTo32('1'.repeat(33)));
    expect(isAddress('z'.repeat(44))).toBe(decodesTo32('z'.repeat(44)));
  });

  it('a session without its wallet code says so instead of hanging', async () => {
    const session = createWalletSession();
    expect(() => session.select('Phantom')).toThrow(WalletNotReadyError);
    await expect(Promise.resolve().then(() => session.connect())).rejects.toThrow(WalletNotReadyError);
    session.openPicker('a');
    session.openPicker('b');
    expect(session.getState().pickerOwner).toBe('b');
    session.closePicker('a');
    expect(session.getState().pickerOwner).toBe('b');
    const release = session.registerPageButton();
    release();
    release();
    expect(session.getState().pageButtons).toBe(0);
  });
});

describe('logoInitial', () => {
  it('takes the first character, not code unit, upper-cased; a blank name gets a question mark', () => {
    expect(logoInitial('  évgSOL')).toBe('É');
    expect(logoInitial('𝔸lpha')).toBe('𝔸');
    expect(logoInitial('   ')).toBe('?');
  });
});

describe('logoView', () => {
  it('shows an https image lazily with no referrer, and the initial for anything else or after a failure', () => {
    expect(logoView('https://cdn.example/a.png', 'Alpha', 40, null)).toEqual({
      image: { src: 'https://cdn.example/a.png', alt: '', width: 40, height: 40, loading: 'lazy', referrerPolicy: 'no-referrer' },
    });
    for (const src of [null, undefined, '', 'http://cdn.example/a.png', 'javascript:alert(1)', 'https://t.me@evil.example/a.png']) {
      expect(logoView(src, 'Alpha', 40, null), String(src)).toEqual({ initial: 'A' });
    }
    expect(logoView('https://cdn.example/a.png', 'Alpha', 40, 'https://cdn.example/a.png')).toEqual({ initial: 'A' });
  });
});

describe('followLoad', () => {
  it('reports loading then the outcome, and nothing once stopped', async () => {
    const states: LoadState<number>[] = [];
    followLoad(
      async () => 7,
      (state) => states.push(state),
    );
    const stop = followLoad(
      async () => 8,
      (state) => states.push(state),
    );
    stop();
    followLoad(
      () => Promise.reject(new Error('down')),
      (state) => states.push(state),
    );
    // The last load started is the last to settle: once it has reported, the stopped one never will.
    await vi.waitFor(() => expect(states).toContainEqual({ status: 'failed' }));
    expect(states).toEqual([
      { status: 'loading' },
      { status: 'loading' },
      { status: 'loading' },
      { status: 'ready', value: 7 },
      { status: 'failed' },
    ]);
  });
});

describe('sameValue', () => {
  it('compares option objects key by key, arrays item by item, functions by identity', () => {
    const fetch = async () => new Response();
    expect(sameValue({ a: 'x', ids: ['1', '2'], fetch }, { a: 'x', ids: ['1', '2'], fetch })).toBe(true);
    expect(sameValue({ a: 'x' }, { a: 'y' })).toBe(false);
    expect(sameValue({ a: 'x' }, { a: 'x', b: undefined })).toBe(false);
    expect(sameValue({ ids: ['1'] }, { ids: ['1', '2'] })).toBe(false);
    expect(sameValue({ fetch }, { fetch: async () => new Response() })).toBe(false);
    expect(sameValue(undefined, {})).toBe(false);
  });
});
