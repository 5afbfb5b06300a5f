import { Component, type ReactNode } from 'react';

interface Props {
  /** The address: a screen that failed is tried again once the person goes elsewhere. */
  resetKey: string;
  fallback: ReactNode;
  children: ReactNode;
}

/** A screen failed to load or render: its fallback instead, until the address changes. */
export class ScreenErrorBoundary extends Component<Props, { failed: boolean; key: string }> {
  override state = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: { failed: boolean; key: string }) {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
