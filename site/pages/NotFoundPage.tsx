import { Link, type RouteProps } from '../router';

export function NotFoundPage(_: RouteProps) {
  return (
    <div className="page page--narrow">
      <h1 className="page__title">Page not found</h1>
      <p>There is nothing at this address.</p>
      <Link className="button button--primary" href="/">
        Go home
      </Link>
    </div>
  );
}
