import { Component, type ReactNode } from 'react';
import { useLocation, type Location } from 'react-router-dom';
import { RouteErrorPage } from './RouteErrorPage';

interface BoundaryProps {
  location: Location;
  children: ReactNode;
}

interface BoundaryState {
  failed: boolean;
  error: unknown;
  location: Location;
}

/** Shows RouteErrorPage for what a page threw (or a page module that failed to load) until the next navigation. */
class ErrorBoundaryAt extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, error: undefined, location: this.props.location };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.location === state.location ? null : { failed: false, error: undefined, location: props.location };
  }

  override render() {
    return this.state.failed ? <RouteErrorPage error={this.state.error} /> : this.props.children;
  }
}

/** A route's error boundary (a data router's `errorElement`): another page clears it. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <ErrorBoundaryAt location={useLocation()}>{children}</ErrorBoundaryAt>;
}
