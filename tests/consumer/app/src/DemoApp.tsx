// The opt-in demo: the app imports `lst-stake-widget/demo` itself (here in a lazy chunk of its own);
// the package's main entry never brings it.
import { StakeCard, StakeWidgetProvider, WalletButton, widgetCss } from 'lst-stake-widget';
import { createDemo } from 'lst-stake-widget/demo';
import { EVERGREEN } from './services';

const demo = createDemo();

export function DemoApp() {
  return (
    <>
      <style>{widgetCss}</style>
      <StakeWidgetProvider config={demo.config} extraWallets={demo.extraWallets}>
        <WalletButton />
        <StakeCard mint={EVERGREEN} />
      </StakeWidgetProvider>
    </>
  );
}
