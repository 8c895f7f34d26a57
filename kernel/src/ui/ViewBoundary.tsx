/**
 * Isolates a view's render errors (a crash, or a lazily registered view whose code failed to load):
 * the error view replaces it, offers Retry, and the rest keeps working.
 */
import { Component, type ReactNode } from 'react';
import type { LoadedKernel } from '../api/kernel-types';
import { ErrorView } from './ErrorView';

interface Props {
  kernel: LoadedKernel;
  view: string;
  children: ReactNode;
  /** Retry: renders the view afresh (the outlet remounts the boundary); default: render the children again. */
  onRetry?: () => void;
}

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
    if (!this.state.error) return this.props.children;
    const retry = this.props.onRetry ?? (() => this.setState({ error: undefined }));
    const { error } = this.state;
    // A chunk that failed to load says so in the catalogue's words; a crash's message is for developers.
    const known = (error as { code?: unknown }).code === 'CODE_LOAD_FAILED';
    return <ErrorView view={this.props.view} message={known ? error.message : undefined} detail={known ? undefined : error.message} onRetry={retry} />;
  }
}
