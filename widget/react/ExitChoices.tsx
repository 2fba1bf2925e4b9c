import { useId } from 'react';
import { percentParam } from '../core/amount/percent';
import { SOL_DECIMALS } from '../core/lst/lst';
import { amountParam, type Said } from '../core/texts/said';
import { sayUnstake } from '../core/texts/unstakeEnglish';
import type { ExitLine } from '../stake/createUnstakeOwner';
import type { ExitRouteName } from '../stake/routes/route';
import { rateOf, timeOf, whyOf, withdrawableOf } from '../stake/unstakeWords';
import { exactWords, useTexts } from './TextsContext';

export interface ExitChoicesProps {
  lines: readonly ExitLine[];
  chosen: ExitRouteName | null;
  disabled: boolean;
  onPick(route: ExitRouteName): void;
  /** The LST amount asked, in base units, with the token's decimals and symbol: for the rate. */
  amount: bigint;
  decimals: number;
  symbol: string;
  /** The lamports a full unstake's close sends back (null: the account stays open). */
  closeReturns: bigint | null;
}

/**
 * The ways out as radio cards: a real radio group (one name, so the arrow keys move the choice and a
 * screen reader says "1 of 3"), each card with its time and the SOL the staker ends up with, why one
 * would pick it, its fee and rate, what it asks of the wallet now (a stake account's rent) and what
 * comes back (the emptied account's rent, where the way out closes it: once under the choices when all do).
 */
export function ExitChoices({ lines, chosen, disabled, onPick, amount, decimals, symbol, closeReturns }: ExitChoicesProps) {
  const texts = useTexts();
  const ids = useId();
  const say = (said: Said) => texts.say(said);
  const u = (key: Parameters<typeof sayUnstake>[0], params?: Parameters<typeof sayUnstake>[1]) => say(sayUnstake(key, params));
  // The emptied account's rent comes back: said once under the choices when every way out closes it, else on those that do.
  const closes = closeReturns !== null && lines.some((line) => line.terms.closesEmptied);
  const closeOnce = closes && lines.every((line) => line.terms.closesEmptied);
  const closeLine = (id: string) =>
    closes && (
      <span className="lst-route" id={`${id}close`}>
        {u('wayCloses', { amount: amountParam(closeReturns, SOL_DECIMALS), symbol })}
      </span>
    );
  return (
    <fieldset className="lst-offers" disabled={disabled}>
      <legend className="lst-label">{u('exitOffers')}</legend>
      {lines.map((line) => {
        const id = `${ids}${line.route}`;
        const on = line.route === chosen;
        const rate = rateOf(line, amount, decimals);
        const { fee, closesEmptied, withdrawable } = line.terms;
        const out = sayUnstake('wayReceives', { amount: amountParam(withdrawableOf(line), SOL_DECIMALS) });
        const shown = say(out);
        const exact = exactWords(texts, out);
        const rounded = exact !== shown;
        return (
          <label key={line.route} className={on ? 'lst-offer lst-offer--on' : 'lst-offer'}>
            <span className="lst-route">
              <input
                type="radio"
                name={ids}
                value={line.route}
                checked={on}
                onChange={() => onPick(line.route)}
                // A click on the card already checked (the default) makes it the staker's own pick: a native
                // radio fires no change then, and a pick is held to its way out (no hand-over to another).
                onClick={() => onPick(line.route)}
                // Named by its time, its figure and why (two ways out may both be "Now"); described by its
                // terms, and by the exact figure where the name rounds it.
                aria-labelledby={`${id}time ${id}out ${id}why`}
                aria-describedby={[rounded && `${id}exact`, `${id}terms`, closes && closesEmptied && `${closeOnce ? ids : id}close`]
                  .filter(Boolean)
                  .join(' ')}
              />
              <span className="lst-route__name" id={`${id}time`}>
                {say(timeOf(line, say))}
              </span>
              {/* Rounded for reading: the exact figure on hover (its title) and under it while the radio has the keyboard's focus (widgetCss.ts). */}
              <span
                className={rounded ? 'lst-balance lst-route__name lst-figure' : 'lst-balance lst-route__name'}
                id={`${id}out`}
                title={rounded ? exact : undefined}
              >
                {shown}
              </span>
              {rounded && (
                <span id={`${id}exact`} hidden>
                  {exact}
                </span>
              )}
            </span>
            <span id={`${id}why`}>{say(whyOf(line))}</span>
            <span className="lst-route" id={`${id}terms`}>
              <span>{fee ? u('wayFee', { percent: percentParam(fee) }) : u('waySwapFee')}</span>
              {rate && <span>{u('wayRate', { symbol, rate })}</span>}
              {withdrawable !== undefined && (
                <span>{u('wayStakeRent', { amount: amountParam(withdrawable - line.expectedOut, SOL_DECIMALS) })}</span>
              )}
            </span>
            {!closeOnce && closesEmptied && closeLine(id)}
          </label>
        );
      })}
      {closeOnce && closeLine(ids)}
    </fieldset>
  );
}
