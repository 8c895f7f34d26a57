/** Isolates a view's render errors: the error view replaces it and the rest keeps working. */
import { Component, type ReactNode } from 'react';
import type { Kernel } from '../api/kernel-types';
import { ErrorView } from './ErrorView';

interface Props { kernel: Kernel; view: string; children: ReactNode }

export class ViewBoundary extends Component<Props, { error?: Error }> {
  state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) { return { error }; }
  componentDidCatch(error: Error) {
    this.props.kernel.hooks.error.call({ error, source: `view:${this.props.view}` });
  }
  componentDidUpdate(prev: Props) {
    if (prev.view !== this.props.view && this.state.error) this.setState({ error: undefined });
  }
  render() {
    return this.state.error ? <ErrorView view={this.props.view} detail={this.state.error.message} /> : this.props.children;
  }
}
