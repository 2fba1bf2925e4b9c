import { whose } from '../../logic/poolWords';
import { PoolSection, type PoolSectionProps } from './PoolSection';

/** "This epoch": whether the pool has been updated for it, and "Update for this epoch" when not (anyone may). */
export function PoolUpdate({ pool, busy, handlers, panel }: PoolSectionProps) {
  return (
    <PoolSection id="pool-epoch-title" title={`Epoch ${pool.epoch}`} due={pool.needsUpdate}>
      {pool.needsUpdate ? (
        <>
          <p>
            {`The pool was last updated in epoch ${pool.lastUpdateEpoch}: it takes no deposit until it is updated for this one, and ${whose(pool)} epoch fee for the epochs since arrives with the update. Anyone may update it.`}
          </p>
          {!panel && (
            <p>
              <button
                type="button"
                className="button button--primary"
                disabled={busy}
                onClick={() => handlers.onAction({ kind: 'update' })}
              >
                Update for this epoch
              </button>
            </p>
          )}
        </>
      ) : (
        <p>Up to date: the pool was updated for this epoch. The next update is due when epoch {(pool.epoch + 1n).toString()} begins.</p>
      )}
      {panel}
    </PoolSection>
  );
}
