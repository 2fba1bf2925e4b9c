import type { Cluster } from '../../widget/core/config/cluster';
import { say } from '../../widget/core/texts/english';
import type { LaunchState } from '../../widget/launch';
import { explorerAddressUrl, explorerTransactionUrl } from '../logic/explorerAddress';
import { words } from '../logic/launchWords';
import { PoolSnippet } from './PoolSnippet';

/** A step's transaction, signed and maybe sent: the team can follow it whatever happens to this page. */
function TransactionLink({ signature, cluster }: { signature: string; cluster: Cluster }) {
  return (
    <p>
      <a href={explorerTransactionUrl(signature, cluster)} target="_blank" rel="noreferrer">
        {words(say('viewTransaction'))}
      </a>
    </p>
  );
}

/** The launch once signing began: the step in progress, then the pool's addresses, or how it ended. */
export function LaunchProgress({ state, cluster, symbol }: { state: LaunchState; cluster: Cluster; symbol: string }) {
  switch (state.phase) {
    case 'reading':
      return <p>Reading the chain…</p>;
    case 'checking':
      return <p>{words(state.step.progress)}</p>;
    case 'awaiting-signature':
      return <p>{words(state.step.progress)} (waiting for your wallet)</p>;
    case 'confirming':
      return (
        <>
          <p>
            {words(state.step.progress)} (confirming)
            {state.trouble && ': it was sent, and the Solana RPC is not answering right now. We keep checking; do not sign it again.'}
          </p>
          <TransactionLink signature={state.signature} cluster={cluster} />
        </>
      );
    case 'live': {
      const { pool, mint, validatorList } = state.plan.addresses;
      const accounts = [
        ['Pool', pool],
        ['Mint', mint],
        ['Validator list', validatorList],
      ] as const;
      return (
        <>
          <p>Your pool is live.</p>
          <ul className="bullets">
            {accounts.map(([name, address]) => (
              <li key={name}>
                {name}:{' '}
                <a href={explorerAddressUrl(address, cluster)} target="_blank" rel="noreferrer">
                  <code>{address}</code>
                </a>
              </li>
            ))}
          </ul>
          <p>
            To be listed with the other projects, ask for the mint to be added to the public LST list; until then, stakers can deposit into
            the pool by its address.
          </p>
          <p>
            <a href={`/detail/${encodeURIComponent(mint)}?pool=${encodeURIComponent(pool)}`}>Stake into {symbol}</a>
          </p>
          <PoolSnippet mint={mint} pool={pool} />
        </>
      );
    }
    case 'cancelled':
      return <p className="field__error">{words(state.message)}</p>;
    case 'failed':
      return (
        <>
          <p className="field__error">
            {words(state.message)} {words(state.detail)}
          </p>
          {state.signature && <TransactionLink signature={state.signature} cluster={cluster} />}
        </>
      );
  }
}
