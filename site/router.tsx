/**
 * preact-router, typed for the site's React-API code (its own types are Preact's). At run time these
 * are preact-router's components: the site runs on preact/compat.
 */
import { Router as PreactRouter, route } from 'preact-router';
import type { AnchorHTMLAttributes, ComponentType, ReactNode } from 'react';

export interface RouteChange {
  url: string;
  previous?: string;
}

export const Router = PreactRouter as unknown as ComponentType<{ onChange?: (change: RouteChange) => void; children: ReactNode }>;

/**
 * A real link: keyboard, middle-click and "open in new tab" work. A mounted Router routes plain clicks
 * on same-origin links in-app (preact-router delegates them), so pages need no Preact component here
 * and render on React too (Storybook).
 */
export function Link(props: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return <a {...props} />;
}

/** What every page component accepts from the router. */
export interface RouteProps {
  path?: string;
  default?: boolean;
}

export { route };
