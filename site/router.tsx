/**
 * preact-router, typed for the site's React-API code (its own types are Preact's). At run time these
 * are preact-router's components: the site runs on preact/compat.
 */
import { Link as PreactLink, Router as PreactRouter, route } from 'preact-router';
import type { AnchorHTMLAttributes, ComponentType, ReactNode } from 'react';

export interface RouteChange {
  url: string;
  previous?: string;
}

export const Router = PreactRouter as unknown as ComponentType<{ onChange?: (change: RouteChange) => void; children: ReactNode }>;

/** A real link (keyboard, middle-click and "open in new tab" work) that routes in-app on a plain click. */
export const Link = PreactLink as unknown as ComponentType<AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }>;

/** What every page component accepts from the router. */
export interface RouteProps {
  path?: string;
  default?: boolean;
}

export { route };
