import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { percentParam } from '../core/amount/percent';
import { isAddress } from '../core/encoding/isAddress';
import type { FeeCaps } from '../core/guard/feeCaps';
import { SOL_DECIMALS, type LstEntry } from '../core/lst/lst';
import { sayBring } from '../core/texts/bringEnglish';
import { amountParam } from '../core/texts/said';
import type { BringableStakeAccount, StakeDepositState } from '../bring/types';
import { embedderCaps } from '../stake/embedderChoices';
import type { BringDesk, BringListing } from './bringDesk';
import { bringCss } from './bringCss';
import { BringPreview } from './BringPreview';
import { stakeDepositSolNeeded } from '../core/stakePool/depositStakeArithmetic';
import { sourceWords, stateWords, validatorWords, whyWords } from './bringWords';
import { joinStyles } from './joinStyles';
import { RunMessage, runBusy } from './RunMessage';
import { Words } from './TextsContext';
import { useBringTexts } from './useBringTexts';

joinStyles(bringCss); // on the chunk's evaluation, before it renders

export interface BringAccountsProps {
  desk: BringDesk;
  entry: LstEntry;
  caps?: Partial<FeeCaps>;
  /** A deposit ended (done, cancelled or failed): the card tells the page, as for a SOL stake. */
  onEnd?: (account: BringableStakeAccount, end: StakeDepositState) => void;
}

type Listing = { status: 'loading' } | { status: 'failed' } | ({ status: 'read' } & BringListing);

/**
 * "Bring your stake": the wallet's stake accounts (and its exit stake accounts, and one pasted where the
 * RPC lists none), each that can go into the pool a choice with its exact preview before the click, each
 * other one greyed with its reason; then the deposit, one at a time, in the card's words. On any desk:
 * the card's (BringPanel), or a story's or a test's.
 */
export function BringAccounts({ desk, entry, caps, onEnd }: BringAccountsProps) {
  const { texts, ready, b, say: sayB } = useBringTexts(sayBring);
  const ids = useId();
  const [listing, setListing] = useState<Listing>({ status: 'loading' });
  const [pasted, setPasted] = useState<BringableStakeAccount[]>([]);
  const [picked, setPicked] = useState<string | null>(null);
  const [run, setRun] = useState<{ account: BringableStakeAccount; state: StakeDepositState } | null>(null);
  const running = useRef(false);
  const ending = useRef<HTMLDivElement>(null);
  const stop = useRef(new AbortController());
  const [reads, setReads] = useState(0);
  useEffect(() => () => stop.current.abort(), []);
  useEffect(() => {
    const controller = new AbortController();
    desk.read(controller.signal).then(
      (read) => !controller.signal.aborted && setListing({ status: 'read', ...read }),
      () => !controller.signal.aborted && setListing((before) => (before.status === 'read' ? before : { status: 'failed' })),
    );
    return () => controller.abort();
  }, [desk, reads]);

  if (!ready) return null;
  const symbol = entry.symbol;
  const cap = percentParam({ numerator: BigInt(embedderCaps(caps).maxFeeBps), denominator: 10_000n });
  const date = (unix: bigint) => new Date(Number(unix) * 1000).toLocaleString(texts.language, { dateStyle: 'medium' });
  const read = listing.status === 'read' ? listing : null;
  const listed = read ? read.accounts.filter((account) => !pasted.some((one) => one.address === account.address)) : [];
  const accounts = [...listed, ...pasted];
  // Too little SOL for the network fee (and the LST account's rent): said under the preview, and no click.
  const short = read !== null && read.wallet.lamports < stakeDepositSolNeeded(read.wallet.opensAccount);
  const found = (account: BringableStakeAccount) => {
    setPasted((before) => [...before.filter((one) => one.address !== account.address), account]);
    if (account.verdict.depositable) setPicked(account.address);
  };
  const chosen = accounts.find((account) => account.address === picked && account.verdict.depositable) ?? null;
  const busy = runBusy(run?.state);

  const deposit = async () => {
    if (!chosen || running.current) return;
    running.current = true;
    const account = chosen;
    // The desk throws only before anything is built (the pool unread): nothing was sent, and the card says so.
    const end = await desk
      .deposit(account, (state) => setRun({ account, state }), stop.current.signal)
      .catch((): StakeDepositState => ({ phase: 'failed', message: b('bringDepositUnread', { symbol }) }));
    running.current = false;
    setRun({ account, state: end });
    // The keyboard's place moves to how it ended (the button it was on is disabled now, or gone).
    setTimeout(() => ending.current?.focus());
    onEnd?.(account, end);
    if (end.phase === 'done') {
      setPicked(null);
      setPasted([]);
      setReads((count) => count + 1);
    }
  };

  return (
    <section className="lst-bring" aria-labelledby={`${ids}title`}>
      <h3 className="lst-label" id={`${ids}title`}>
        {sayB('bringTitle')}
      </h3>
      <p className="lst-bring__intro">{sayB('bringIntro', { symbol })}</p>
      {read?.stakeDepositFee && (
        <p className="lst-bring__fee">{sayB('bringPoolStakeFee', { symbol, percent: percentParam(read.stakeDepositFee) })}</p>
      )}
      {listing.status === 'loading' && (
        <p className="lst-preview" role="status">
          {sayB('bringLoading')}
        </p>
      )}
      {listing.status === 'failed' && (
        <p className="lst-hint" role="alert">
          {sayB('bringReadFailed')}
        </p>
      )}
      {read?.poolRefuses && <p className="lst-hint">{texts.say(whyWords(b, read.poolRefuses, symbol, cap, date))}</p>}
      {read?.listing === 'listed' && accounts.length === 0 && <p className="lst-preview">{sayB('bringNone')}</p>}
      {read?.listing === 'refused' && <Paste desk={desk} disabled={busy} refused onFound={found} />}
      {accounts.length > 0 && (
        <fieldset className="lst-bring__list" disabled={busy}>
          <legend className="lst-label">{sayB('bringAccounts')}</legend>
          {accounts.map((account) => {
            const { verdict } = account;
            const on = chosen?.address === account.address;
            return (
              <label
                key={account.address}
                className={`lst-bring__account${on ? ' lst-bring__account--on' : ''}${verdict.depositable ? '' : ' lst-bring__account--off'}`}
                title={account.address}
              >
                <input
                  type="radio"
                  name={`${ids}account`}
                  value={account.address}
                  checked={on}
                  disabled={!verdict.depositable}
                  aria-describedby={`${ids}${account.address}`}
                  onChange={() => setPicked(account.address)}
                />
                <span className="lst-bring__what">
                  <strong>
                    {/* Rounded for reading, with no Tab stop of its own (a long list would have one per account): the choice is the stop. */}
                    {texts.say(b('bringAccountSol', { amount: amountParam(account.lamports, SOL_DECIMALS) }))} ·{' '}
                    {texts.say(stateWords(b, account.state))}
                  </strong>
                  <span id={`${ids}${account.address}`}>
                    {texts.say(validatorWords(b, account))} · {texts.say(sourceWords(b, account.source, symbol))}
                    {!verdict.depositable && (
                      <>
                        <br />
                        <span className="lst-bring__why">{texts.say(whyWords(b, verdict.why, symbol, cap, date))}</span>
                      </>
                    )}
                  </span>
                </span>
              </label>
            );
          })}
        </fieldset>
      )}
      {chosen?.verdict.depositable && read && <BringPreview preview={chosen.verdict.preview} entry={entry} wallet={read.wallet} b={b} />}
      {accounts.some((account) => account.verdict.depositable) && (
        <button type="button" className="lst-button lst-button--primary" disabled={!chosen || busy || short} onClick={() => void deposit()}>
          {busy && <span className="lst-spinner" aria-hidden="true" />}
          {sayB('bringSubmit')}
        </button>
      )}
      {read?.listing === 'listed' && <Paste desk={desk} disabled={busy} refused={false} onFound={found} />}
      <div ref={ending} tabIndex={-1} className="lst-bring__end">
        {run && (
          <RunMessage
            state={run.state}
            success={
              run.state.phase === 'done' && (
                <Words said={b('bringSuccess', { amount: amountParam(run.state.lstGained, entry.decimals, symbol) })} />
              )
            }
          />
        )}
      </div>
    </section>
  );
}

/**
 * The paste field: where the RPC lists no stake accounts (`refused`), and under a list too, since a list
 * shows at most `MAX_LISTED` of a node's answer and a node may leave an account out. One address,
 * checked as written before any read.
 */
function Paste({
  desk,
  disabled,
  refused,
  onFound,
}: {
  desk: BringDesk;
  disabled: boolean;
  refused: boolean;
  onFound: (account: BringableStakeAccount) => void;
}) {
  const { say: sayB } = useBringTexts(sayBring);
  const ids = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<'malformed' | 'failed' | null>(null);
  const [reading, setReading] = useState(false);
  const stop = useRef(new AbortController());
  useEffect(() => () => stop.current.abort(), []);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = text.trim();
    if (!isAddress(address)) return setProblem('malformed');
    setProblem(null);
    setReading(true);
    try {
      onFound(await desk.readPasted(address, stop.current.signal));
    } catch {
      if (!stop.current.signal.aborted) setProblem('failed');
    }
    setReading(false);
  };
  return (
    <form className="lst-bring__paste-form" onSubmit={submit} noValidate>
      <p className="lst-preview">{sayB(refused ? 'bringListRefused' : 'bringPasteOther')}</p>
      <label className="lst-label" htmlFor={`${ids}paste`}>
        {sayB('bringPasteLabel')}
      </label>
      <div className="lst-bring__paste">
        <input
          id={`${ids}paste`}
          type="text"
          spellCheck={false}
          autoComplete="off"
          value={text}
          disabled={disabled}
          aria-invalid={problem === 'malformed' ? true : undefined}
          aria-describedby={problem ? `${ids}problem` : undefined}
          onInput={(event) => {
            setText(event.currentTarget.value);
            setProblem(null);
          }}
        />
        <button type="submit" className="lst-chip" disabled={disabled || reading || text.trim() === ''}>
          {reading && <span className="lst-spinner" aria-hidden="true" />}
          {sayB('bringPasteSubmit')}
        </button>
      </div>
      {problem && (
        <p className="lst-hint" id={`${ids}problem`} role="alert">
          {sayB(problem === 'malformed' ? 'bringPasteMalformed' : 'bringPasteFailed')}
        </p>
      )}
    </form>
  );
}
