import { SOL_DECIMALS, type LstEntry } from '../core/lst/lst';
import { say } from '../core/texts/english';
import { amountParam } from '../core/texts/said';
import type { StakeDepositPreview, WalletForDeposit } from '../bring/types';
import { stakeDepositSolNeeded } from '../core/stakePool/depositStakeArithmetic';
import { sayRun } from '../core/texts/runEnglish';
import type { BringTexts } from './useBringTexts';
import { Words } from './TextsContext';

/**
 * The chosen stake account's deposit, before the click: the LST it mints (the pool's own arithmetic, the
 * transaction's minimum), then every fee the pool takes of it, in the LST: its stake deposit fee, its SOL
 * deposit fee on the part not staked (the rent), and the referrer's part of them where there is one.
 */
export function BringPreview({
  preview,
  entry,
  wallet,
  b,
}: {
  preview: StakeDepositPreview;
  entry: LstEntry;
  wallet: WalletForDeposit;
  b: BringTexts['b'];
}) {
  const lst = (units: bigint) => amountParam(units, entry.decimals, entry.symbol);
  const sol = (lamports: bigint) => amountParam(lamports, SOL_DECIMALS);
  const { fees } = preview;
  const needed = stakeDepositSolNeeded(wallet.opensAccount);
  return (
    <div aria-live="polite">
      <p className="lst-preview">
        <Words said={say('previewExact', { amount: lst(preview.lstOut) })} />
      </p>
      <p className="lst-route">
        <span>
          <Words said={b('bringFeeStake', { amount: lst(fees.stake) })} />
        </span>
        <span>
          <Words
            said={b('bringFeeSol', { rest: amountParam(preview.lamports - preview.stakeLamports, SOL_DECIMALS), amount: lst(fees.sol) })}
          />
        </span>
        {fees.referral > 0n && (
          <span>
            <Words said={b('bringFeeReferral', { amount: lst(fees.referral) })} />
          </span>
        )}
        {fees.back > 0n && (
          <span>
            <Words said={b('bringFeeBack', { amount: lst(fees.back) })} />
          </span>
        )}
      </p>
      {/* What the wallet pays in SOL, before the click: the network fee, and the LST account's rent when the deposit opens it. */}
      <p className="lst-route">
        {wallet.opensAccount === null ? (
          <span>
            <Words said={b('bringPaysFee')} />
          </span>
        ) : (
          <>
            <span>
              <Words said={say('accountRent', { symbol: entry.symbol, rent: sol(wallet.opensAccount) })} />
            </span>
            <span>
              <Words said={say('stakeTotal', { total: sol(wallet.opensAccount) })} />
            </span>
          </>
        )}
      </p>
      {wallet.lamports < needed && (
        <p className="lst-hint" role="alert">
          <Words said={sayRun('stakeDepositNeedsSol', { balance: sol(wallet.lamports), needed: sol(needed) })} />
        </p>
      )}
    </div>
  );
}
