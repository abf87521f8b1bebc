import { t } from "../../i18n/t";

/** A message for logged-out visitors with a link to /customer, which starts the Google sign-in. */
export function LoginPrompt({ message }: { message: string }) {
  return (
    <div className="empty">
      <p>{message}</p>
      <a className="button" href="/customer">
        {t("Login")}
      </a>
    </div>
  );
}
