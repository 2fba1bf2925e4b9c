// Four pages, one per way an app uses the package: `/` the README's snippet, `/host` with the app's own
// WalletProvider, `/demo` the opt-in demo, loaded only there, and `/elements` the custom elements in TSX.
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { ElementsApp } from './ElementsApp';
import { HostWalletApp } from './HostWalletApp';
import { ReadmeApp } from './ReadmeApp';

const render = (app: ReactNode) => createRoot(document.getElementById('root')!).render(<StrictMode>{app}</StrictMode>);

if (location.pathname === '/demo') void import('./DemoApp').then(({ DemoApp }) => render(<DemoApp />));
else if (location.pathname === '/elements') render(<ElementsApp />);
else render(location.pathname === '/host' ? <HostWalletApp /> : <ReadmeApp />);
