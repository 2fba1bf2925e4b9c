import { useLayoutEffect, useRef } from 'react';
import { Link } from '../router';

const NAV = [
  ['/explore', 'Explore'],
  ['/launch', 'Launch'],
  ['/stakes', 'Your stakes'],
] as const;

/** Fixed header: home link, nav with the current route marked, and the page's wallet button. */
export function Header({ path, demo }: { path: string; demo: boolean }) {
  const header = useRef<HTMLElement>(null);
  // The header is fixed and wraps on small screens: the page below starts where it really ends.
  useLayoutEffect(() => {
    const node = header.current;
    if (!node) return;
    const publish = () => document.documentElement.style.setProperty('--header-height', `${node.offsetHeight}px`);
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return (
    <header className="header" ref={header}>
      {demo && <p className="demo-banner">Demo mode: simulated services and wallet. No real funds move.</p>}
      <div className="header__bar">
        <Link className="brand" href="/">
          <img className="brand__logo" src="/favicon.svg" alt="" width="32" height="32" />
          <span className="brand__name">Greenest Launchpad</span>
        </Link>
        <nav className="nav" aria-label="Main">
          {NAV.map(([href, label]) => {
            const current = path === href || path.startsWith(`${href}/`);
            return (
              <Link
                key={href}
                className={`nav__link${current ? ' nav__link--active' : ''}`}
                href={href}
                aria-current={current ? 'page' : undefined}
              >
                {label}
              </Link>
            );
          })}
        </nav>
        <div className="header__wallet">
          <lst-wallet-button />
        </div>
      </div>
    </header>
  );
}
