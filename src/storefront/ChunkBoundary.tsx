import { Component, type ReactNode } from "react";
import { t } from "../i18n/t";
import { whenBackOnline } from "../stores/online";
import type { RouteName } from "./router";
import type { ScreenProps } from "./screenProps";
import { retryFailedScreens, screenFor } from "./screens";

interface State {
  failed: boolean;
}

/**
 * Catches a screen whose code could not be downloaded, or did not arrive in
 * 120 s (SPEC §8 'Loading chunk failed', §9; chunkTimeout.ts), with a Reload
 * button. When the device comes back online the screen is asked for again by
 * itself, as it is when opened again (screens.ts `retryFailedScreens`).
 */
export class ChunkBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };
  private stop: (() => void) | undefined;

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidMount() {
    this.stop = whenBackOnline(() => {
      if (!this.state.failed) return;
      retryFailedScreens();
      this.setState({ failed: false });
    });
  }

  override componentWillUnmount() {
    this.stop?.();
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="load-failed" role="alert">
        <p>{t("Loading chunk failed")}</p>
        <button type="button" className="button" onClick={() => location.reload()}>
          {t("Reload")}
        </button>
      </div>
    );
  }
}

/** A route's screen, looked up at each render: after a failure, the boundary's retry gets a fresh one. */
export function RouteScreen({ route, ...props }: ScreenProps & { route: RouteName | undefined }) {
  const Screen = screenFor(route);
  return <Screen {...props} />;
}
