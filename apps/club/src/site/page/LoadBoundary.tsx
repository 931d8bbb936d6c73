import { Component, type ReactNode } from 'react';

/**
 * Around code loaded on demand (the search panel, the menu): if it cannot load even after the one
 * reload SPEC 8 allows, the rest of the page carries on without it rather than unmounting with it.
 */
export class LoadBoundary extends Component<
  {
    name: string;
    /** Undo what opening it did (an open flag, a locked page), since nothing will show. */
    onError: () => void;
    children: ReactNode;
  },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(`Problem loading the ${this.props.name}`, error);
    this.props.onError();
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
