import { lazy, Suspense, useState } from 'react';
import { Footer } from './layout/Footer';
import { Header } from './layout/Header';
import { PageErrorBoundary } from './components/PageErrorBoundary';
import { DetailPage } from './pages/DetailPage';
import { ExplorePage } from './pages/ExplorePage';
import { HomePage } from './pages/HomePage';
import { LaunchPage } from './pages/LaunchPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { Router, type RouteChange, type RouteProps } from './router';

/** "Your stakes": a chunk of its own, so a staker's other pages download none of it. */
const StakesPage = lazy(() => import('./pages/StakesPage').then((module) => ({ default: module.StakesPage })));

/** "Your pool": a chunk of its own too (with the engine it loads on its first read), for teams only. */
const YourPoolPage = lazy(() => import('./pages/YourPoolPage').then((module) => ({ default: module.YourPoolPage })));

const loading = (
  <p className="page" role="status">
    Loading...
  </p>
);

function StakesRoute(_: RouteProps) {
  return (
    <Suspense fallback={loading}>
      <StakesPage />
    </Suspense>
  );
}

/** `/pool` (the connected wallet's launched pool) and `/pool/{address}` (any pool). */
function PoolRoute({ address }: RouteProps & { address?: string }) {
  return (
    <Suspense fallback={loading}>
      <YourPoolPage address={address} />
    </Suspense>
  );
}

const pathOf = (url: string) => url.split(/[?#]/)[0] ?? '/';

export function App({ demo, url }: { demo: boolean; url?: string }) {
  const [path, setPath] = useState(pathOf(url ?? location.pathname));
  const onChange = ({ url: next, previous }: RouteChange) => {
    setPath(pathOf(next));
    // A new page starts at its top; the first render keeps the browser's own restoration.
    if (previous !== undefined && pathOf(previous) !== pathOf(next)) window.scrollTo(0, 0);
  };
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header path={path} demo={demo} />
      <main id="main" className="main" tabIndex={-1}>
        <PageErrorBoundary resetKey={path}>
          <Router onChange={onChange}>
            <HomePage path="/" />
            <ExplorePage path="/explore" />
            <DetailPage path="/detail/:projectId" />
            <LaunchPage path="/launch" />
            <StakesRoute path="/stakes" />
            <PoolRoute path="/pool" />
            <PoolRoute path="/pool/:address" />
            <NotFoundPage default />
          </Router>
        </PageErrorBoundary>
      </main>
      <Footer />
    </>
  );
}
