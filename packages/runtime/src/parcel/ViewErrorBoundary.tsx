import { Component, Fragment, type ErrorInfo, type ReactNode } from 'react';
import { ErrorFallback } from './ErrorFallback.js';

export interface ViewErrorBoundaryProps {
  /** Shown in the fallback title, e.g. 'Heat Map'. */
  label: string;
  children: ReactNode;
}

interface State {
  error: Error | null;
  attempt: number;
}

/** Catches a view's render errors so only its own slot shows a fallback; Retry remounts it. */
export class ViewErrorBoundary extends Component<ViewErrorBoundaryProps, State> {
  override state: State = { error: null, attempt: 0 };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[${this.props.label}] view crashed`, error, info.componentStack);
  }

  private readonly retry = () => this.setState((state) => ({ error: null, attempt: state.attempt + 1 }));

  override render() {
    if (this.state.error) {
      return (
        <ErrorFallback
          title={`${this.props.label} stopped working`}
          message={this.state.error.message}
          subject={this.props.label}
          onRetry={this.retry}
        />
      );
    }
    return <Fragment key={this.state.attempt}>{this.props.children}</Fragment>;
  }
}
