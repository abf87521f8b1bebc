import { Component, type ReactNode } from "react";

interface State {
  failed: boolean;
}

/** Catches a screen whose code could not be downloaded (SPEC §8 'Loading chunk failed'). */
export class ChunkBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="load-failed" role="alert">
        <p>Loading chunk failed</p>
        <button type="button" className="button" onClick={() => location.reload()}>
          Reload
        </button>
      </div>
    );
  }
}
