import { lazy, Suspense, useState } from "react";
import { t } from "../../i18n/t";
import type { NotifyProps } from "./NotifyMe";

const NotifyMe = lazy(() => import("./NotifyMe"));

/**
 * NOTIFY ME on a sold-out product's card and page (issue 36): the button
 * alone is in the catalogue's load; its form and call (NotifyMe.tsx) come
 * with the press.
 */
export function NotifyButton(props: NotifyProps) {
  const [pressed, setPressed] = useState(false);
  if (pressed)
    return (
      <Suspense fallback={<p role="status">{t("Sending…")}</p>}>
        <NotifyMe {...props} />
      </Suspense>
    );
  return (
    <button type="button" className="button" onClick={() => setPressed(true)}>
      {t("NOTIFY ME")}
      <span className="visually-hidden"> {props.productName}</span>
    </button>
  );
}
