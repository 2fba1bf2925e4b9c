import { useEffect, useState } from 'react';
import type { LstEntry } from '../../widget/core/lst/lst';
import { loadPoolTerms } from '../../widget/stake/poolTerms';
import { poolRouteFor } from '../../widget/stake/routes/registry';
import { placeholderLines, poolPanelWords, type PoolReadout } from '../logic/poolPanel';
import { useSiteConfig } from '../SiteConfigContext';
import { ApyLine } from './ApyLine';

type Reading = { status: 'loading' } | { status: 'failed' } | { status: 'read'; readout: PoolReadout | null };

/**
 * The entry's pool terms as the chain has them now: the page's one read of the pool, shared with the
 * card beside it (`readPoolOnPage`), asked for each entry (a new mint, or the list read again); the
 * page leaving it cancels the read unless the card still waits for it.
 */
function usePoolReading(entry: LstEntry, enabled: boolean): Reading {
  const config = useSiteConfig();
  // Tagged with the entry it is for: another entry's answer never shows, not even for one render.
  const [reading, setReading] = useState<{ entry: LstEntry; reading: Reading } | null>(null);
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    const settle = (next: Reading) => !controller.signal.aborted && setReading({ entry, reading: next });
    loadPoolTerms(config, entry, controller.signal).then(
      (readout) => settle({ status: 'read', readout }),
      () => settle({ status: 'failed' }),
    );
    return () => controller.abort();
  }, [config, entry, enabled]);
  return reading?.entry === entry ? reading.reading : { status: 'loading' };
}

/**
 * "Pool" beside the card, for entries whose pool is an SPL stake pool: the route the card can take,
 * the pool's rate, its fees and its APY, read live. While they load, placeholder lines hold the panel's room;
 * when the pool takes no deposit now, the reason the card gives; when the RPC fails, a quiet line.
 * Entries with no SPL pool get no panel.
 */
export function PoolPanel({ entry, symbol }: { entry: LstEntry; symbol: string }) {
  // The card's route through the entry's own pool, known without any read: the panel keeps its room
  // from the first render (nothing appears later and pushes the page down) and names the route as the card does.
  const route = poolRouteFor(entry);
  const reading = usePoolReading(entry, route !== undefined);
  if (!route || (reading.status === 'read' && reading.readout === null)) return null;
  const words = reading.status === 'read' && reading.readout ? poolPanelWords(reading.readout, symbol, route) : null;
  // The APY rides in the page's one read of the pool, with the terms.
  const apy = reading.status === 'read' && reading.readout && 'apy' in reading.readout ? reading.readout.apy : null;
  return (
    <section className="panel pool" aria-labelledby="pool-title" aria-busy={reading.status === 'loading' || undefined}>
      <h2 className="panel__title pool__title" id="pool-title">
        Pool
      </h2>
      <div className="pool__body">
        {reading.status === 'loading' && (
          // The lines to come, with stand-in figures, drawn as bars: they wrap where the real ones will.
          <div className="pool__placeholder" aria-hidden="true">
            {placeholderLines(symbol, route).map((line) => (
              <span key={line}>
                <span className="pool__bar">{line}</span>
              </span>
            ))}
          </div>
        )}
        {reading.status === 'failed' && <p className="muted">Pool terms unavailable right now</p>}
        {words && 'reason' in words && <p>{words.reason}</p>}
        {words && 'route' in words && (
          <>
            <p className="pool__route">{words.route}</p>
            <p className="pool__rate">{words.rate}</p>
            <p className="muted">{words.fees}</p>
            {words.stakeFee && <p className="muted">{words.stakeFee}</p>}
            {words.scheduled && <p className="muted">{words.scheduled}</p>}
            {/* The APY rides in the page's one read of the pool, with the terms. */}
            <ApyLine reading={apy ?? 'nothing'} className="pool__apy" />
          </>
        )}
      </div>
    </section>
  );
}
