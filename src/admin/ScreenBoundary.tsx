import { Component, type ReactNode } from "react";

interface State {
  failed: boolean;
}

/**
 * Catches a console screen whose code could not be downloaded (a dropped
 * connection, or a new deployment since the page was opened). The console's
 * own, so it shares no chunk with the storefront's first load.
 */
export class ScreenBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="console-card" role="alert">
        <p>This screen could not be loaded. Check your connection and reload the page.</p>
        <button type="button" className="button" onClick={() => location.reload()}>
          Reload
        </button>
      </div>
    );
  }
}
