import { Component, type ErrorInfo, type ReactNode } from 'react';
import { FullScreenError } from './FullScreenError';

/** Outermost boundary: anything that escapes the router shows the full-screen fallback. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Unhandled application error', error, info.componentStack);
  }

  render() {
    return this.state.failed ? <FullScreenError /> : this.props.children;
  }
}
