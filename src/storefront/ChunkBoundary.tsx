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
 * Around a smaller part (the header's Google button) it shows that part's
 * `fallback` instead: a part that could not load never takes the page down.
 */
interface Props {
  children: ReactNode;
  /** What stands in for a part that failed (a header's button): without it, the screen's failure and Reload. */
  fallback?: ReactNode;
  /** Lets the failed part be asked for again once the network is back (default: the route screens). */
  retry?: () => void;
}

export class ChunkBoundary extends Component<Props, State> {
  override state: State = { failed: false };
  private stop: (() => void) | undefined;

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidMount() {
    this.stop = whenBackOnline(() => {
      if (!this.state.failed) return;
      (this.props.retry ?? retryFailedScreens)();
      this.setState({ failed: false });
    });
  }

  override componentWillUnmount() {
    this.stop?.();
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    if (this.props.fallback !== undefined) return this.props.fallback;
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
