// Four pages, one per way an app uses the package: `/` the README's snippet, `/host` with the app's own
// WalletProvider, `/demo` the opt-in demo and `/elements` the custom elements in TSX (these two loaded
// only there, so the entry's size stays the README snippet's).
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { HostWalletApp } from './HostWalletApp';
import { ReadmeApp } from './ReadmeApp';

const render = (app: ReactNode) => createRoot(document.getElementById('root')!).render(<StrictMode>{app}</StrictMode>);

if (location.pathname === '/demo') void import('./DemoApp').then(({ DemoApp }) => render(<DemoApp />));
else if (location.pathname === '/elements') void import('./ElementsApp').then(({ ElementsApp }) => render(<ElementsApp />));
else render(location.pathname === '/host' ? <HostWalletApp /> : <ReadmeApp />);
