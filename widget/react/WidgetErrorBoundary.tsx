import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RetryAlert } from './RetryAlert';
import { useTexts } from './TextsContext';

interface State {
  error: unknown;
}

/**
 * One widget's failure stays in that widget: it shows a readable message with a retry, logs the details,
 * and the rest of the page goes on. (A class: React has no hook for catching render errors.)
 */
export class WidgetErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error ?? new Error('unknown error') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('lst-stake widget: something went wrong', error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.error) return this.props.children;
    return <CrashNotice retry={() => this.setState({ error: null })} />;
  }
}

function CrashNotice({ retry }: { retry: () => void }) {
  const texts = useTexts();
  return (
    <div className="lst-card">
      <RetryAlert text={texts.t('widgetCrashed')} retry={retry} />
    </div>
  );
}
