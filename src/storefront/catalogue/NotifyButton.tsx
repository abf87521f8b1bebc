import { type ComponentType, useEffect, useState } from "react";
import { t } from "../../i18n/t";
import type { NotifyProps } from "./NotifyMe";

/**
 * NOTIFY ME on a sold-out product's page (issue 36): the button alone is in
 * the page's load; its form and call (NotifyMe.tsx) come with the press, or
 * at once when the product's card sent the shopper here for it (#notify).
 */
export function NotifyButton(props: NotifyProps) {
  const [Form, setForm] = useState<ComponentType<NotifyProps>>();
  const open = () => import("./NotifyMe").then((m) => setForm(() => m.default));
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the page opens
  useEffect(() => {
    if (location.hash === "#notify") void open();
  }, []);
  if (Form) return <Form {...props} />;
  return (
    <button type="button" className="button" onClick={open}>
      {t("NOTIFY ME")}
      <span className="visually-hidden"> {props.product.productName}</span>
    </button>
  );
}
