import { Component, type ReactNode } from 'react';
import { RouteErrorScreen } from './RouteErrorScreen';

interface RouteErrorBoundaryProps {
  /** The page's address: moving to another page clears the error. */
  resetKey: string;
  children: ReactNode;
}

/** A page that throws while loading or rendering shows the retry screen instead of a blank page. */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, { error: unknown; failedAt: string | null }> {
  override state = { error: null as unknown, failedAt: null as string | null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: RouteErrorBoundaryProps, state: { error: unknown; failedAt: string | null }) {
    if (state.error === null) return null;
    if (state.failedAt === null) return { failedAt: props.resetKey };
    return state.failedAt === props.resetKey ? null : { error: null, failedAt: null };
  }

  override render() {
    return this.state.error === null ? this.props.children : <RouteErrorScreen error={this.state.error} />;
  }
}
