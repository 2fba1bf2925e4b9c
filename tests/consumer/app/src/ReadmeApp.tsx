// A React developer's first use of the package, written as the README shows it.
import { StakeCard, StakeWidgetProvider, WalletButton, widgetCss, type StakeSuccessDetail } from 'lst-stake-widget';
import { EVERGREEN, servicesBesideTheApp } from './services';

export function ReadmeApp() {
  return (
    <>
      <style>{widgetCss}</style>
      <StakeWidgetProvider config={servicesBesideTheApp()}>
        <WalletButton />
        <StakeCard mint={EVERGREEN} onStakeSuccess={(detail: StakeSuccessDetail) => console.log('staked', detail.signature)} />
      </StakeWidgetProvider>
    </>
  );
}
