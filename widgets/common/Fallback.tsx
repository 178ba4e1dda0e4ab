import { Component } from 'react';
import type { ComponentChildren } from 'preact';
import { defaults } from './defaults.ts';
import { telHref } from '../../shared/tel.ts';

/** The "Something went wrong" screen of docs/requirements.md#fallback, shown inside the widget's own box. */
export function Fallback({ phone = defaults.phone }: { phone?: string }) {
  return (
    <div class="fallback" role="alert">
      <h2>Something went wrong</h2>
      <p>
        We're sorry, but something unexpected happened on this part of the page. Please try again; if it keeps
        happening, call us.
      </p>
      <div class="actions">
        <button type="button" class="btn" onClick={() => location.reload()}>
          Try Again
        </button>
        <a class="btn btn-outline" href="/">
          Go Home
        </a>
      </div>
      <p>
        Need immediate assistance? <a href={telHref(phone)}>Call us: {phone}</a>
      </p>
    </div>
  );
}

interface Props {
  phone?: string;
  /** the widget's props: a new object on every render from outside, so a change (a fixed attribute) retries */
  watch?: object;
  children?: ComponentChildren;
}
/** Catches a render error in one widget so the rest of the page keeps working; tries again when its props change. */
export class ErrorBoundary extends Component<Props, { error: unknown }> {
  state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  componentDidCatch(error: unknown) {
    console.error('[steel widget]', error);
  }
  componentDidUpdate(before: Props) {
    if (this.state.error && before.watch !== this.props.watch) this.setState({ error: null });
  }
  render() {
    return this.state.error ? <Fallback phone={this.props.phone} /> : this.props.children;
  }
}
