// A React developer's first use of the package, written as the README shows it.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StakeCard, StakeWidgetProvider, WalletButton, widgetCss, type StakeSuccessDetail } from 'lst-stake-widget';

const EVERGREEN = '8UWZsF616xVWhCEipMDAS83pQpe4Q9rHR3ouirMddfmB';

function App() {
  return (
    <>
      <style>{widgetCss}</style>
      {/* The test serves the demo services beside the app; a real app names its own services here. */}
      <StakeWidgetProvider
        config={{
          lstApiUrl: `${location.origin}/api/lst`,
          quoteApiUrl: `${location.origin}/api/quote`,
          aggregatorApiUrl: `${location.origin}/api/aggregator`,
          rpcUrl: `${location.origin}/rpc`,
        }}
      >
        <WalletButton />
        <StakeCard mint={EVERGREEN} onStakeSuccess={(detail: StakeSuccessDetail) => console.log('staked', detail.signature)} />
      </StakeWidgetProvider>
    </>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
