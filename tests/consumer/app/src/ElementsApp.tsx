// The custom elements in a React app's TSX, typed by the package (lst-stake-widget/element declares
// them for React's JSX). Every attribute below is checked; the wrong ones must fail the type check,
// or their @ts-expect-error is unused and `npm run typecheck` fails.
import { useEffect } from 'react';
import { defineStakeElements, type HTMLLstStakeElement } from 'lst-stake-widget/element';
import { EVERGREEN, servicesBesideTheApp } from './services';

export function ElementsApp() {
  useEffect(() => defineStakeElements(), []);
  const services = servicesBesideTheApp();
  return (
    <>
      <lst-wallet-button lst-api-url={services.lstApiUrl} rpc-url={services.rpcUrl} cluster="mainnet-beta" lang="en" />
      <lst-stake
        mint={EVERGREEN}
        display="card"
        position="bottom-left"
        wallet-button="auto"
        amount="1.5"
        labels='{"submit": "Stake now"}'
        lst-api-url={services.lstApiUrl}
        quote-api-url={services.quoteApiUrl}
        aggregator-api-url={services.aggregatorApiUrl}
        rpc-url={services.rpcUrl}
        cluster="mainnet-beta"
      />
    </>
  );
}

/** `document.querySelector` knows the tags too. */
export const firstCard = (): HTMLLstStakeElement | null => document.querySelector('lst-stake');
export const firstCardMint = (): string | undefined => document.querySelector('lst-stake')?.mint;

/** Never rendered: each element here has one wrong attribute, which the type check must refuse. */
export function WrongAttributes() {
  return (
    <>
      {/* @ts-expect-error: a card needs its mint */}
      <lst-stake display="card" />
      {/* @ts-expect-error: not a display mode */}
      <lst-stake mint={EVERGREEN} display="popup" />
      {/* @ts-expect-error: not a launcher position */}
      <lst-stake mint={EVERGREEN} position="top-right" />
      {/* @ts-expect-error: not a network */}
      <lst-stake mint={EVERGREEN} cluster="localnet" />
      {/* @ts-expect-error: wallet-button is auto, show or hide */}
      <lst-stake mint={EVERGREEN} wallet-button="always" />
      {/* @ts-expect-error: an amount is a string written with a dot, not a number */}
      <lst-stake mint={EVERGREEN} amount={1.5} />
      {/* @ts-expect-error: an attribute neither element has */}
      <lst-stake mint={EVERGREEN} mnt={EVERGREEN} />
      {/* @ts-expect-error: the wallet button has no mint */}
      <lst-wallet-button mint={EVERGREEN} />
    </>
  );
}
