'use client';
// The opt-in demo: the app imports `lst-stake-widget/demo` itself; the package's main entry never brings it.
import { useState } from 'react';
import { StakeCard, StakeWidgetProvider, WalletButton, widgetCss } from 'lst-stake-widget';
import { createDemo } from 'lst-stake-widget/demo';
import { EVERGREEN } from '../services';

export default function DemoPage() {
  // In the browser only: its services answer inside the page (prerendering has no page).
  const [demo] = useState(() => (typeof window === 'undefined' ? null : createDemo()));
  return (
    <>
      <style>{widgetCss}</style>
      {demo && (
        <StakeWidgetProvider config={demo.config} extraWallets={demo.extraWallets}>
          <WalletButton />
          <StakeCard mint={EVERGREEN} />
        </StakeWidgetProvider>
      )}
    </>
  );
}
