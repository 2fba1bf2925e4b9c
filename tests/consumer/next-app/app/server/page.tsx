// A Server Component (no 'use client' here) that imports the widget: its entries are client modules, so
// Next.js renders them on the client. Without that directive in the package this page fails `next build`
// ("createContext is not a function").
import { StakeCard, StakeWidgetProvider, WalletButton } from 'lst-stake-widget';
import { EVERGREEN } from '../services';

export default function ServerPage() {
  return (
    <main>
      <h1>Rendered on the server</h1>
      <StakeWidgetProvider config={{ rpcUrl: 'https://your-mainnet-rpc.example' }}>
        <WalletButton />
        <StakeCard mint={EVERGREEN} />
      </StakeWidgetProvider>
    </main>
  );
}
