import { Component, type ErrorInfo, type ReactNode } from 'react';

interface State {
  error: unknown;
}

/**
 * A page that fails to render says so, with a retry, and leaves the header, the footer and the wallet
 * alone. `resetKey` (the path) clears the failure when the visitor goes elsewhere.
 */
export class PageErrorBoundary extends Component<{ resetKey: string; children: ReactNode }, State & { key: string }> {
  override state = { error: null as unknown, key: this.props.resetKey };

  static getDerivedStateFromProps(props: { resetKey: string }, state: State & { key: string }) {
    return props.resetKey === state.key ? null : { error: null, key: props.resetKey };
  }

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('unknown error') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Page failed to render', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div className="page page--narrow">
        <h1 className="page__title">Something went wrong</h1>
        <p role="alert">This page could not be shown. The rest of the site still works.</p>
        <button type="button" className="button button--secondary" onClick={() => this.setState({ error: null })}>
          Try again
        </button>
      </div>
    );
  }
}
