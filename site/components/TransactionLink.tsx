import type { Cluster } from '../../widget/core/config/cluster';
import { say } from '../../widget/core/texts/english';
import { explorerTransactionUrl } from '../logic/explorerAddress';
import { words } from '../logic/launchWords';

/** A step's transaction, signed and maybe sent: the team can follow it whatever happens to this page. */
export function TransactionLink({ signature, cluster }: { signature: string; cluster: Cluster }) {
  return (
    <p>
      <a href={explorerTransactionUrl(signature, cluster)} target="_blank" rel="noreferrer">
        {words(say('viewTransaction'))}
      </a>
    </p>
  );
}
