import { useRedirectWhenLogged } from "../auth/useRedirectWhenLogged";
import GoogleButton from "../GoogleButton";
import { Spinner } from "../Status";

/** /phone: the phone sign-in entry. Google sign-in is the supported way; this page says so and offers it. */
export default function Phone() {
  if (useRedirectWhenLogged("home")) return <Spinner label="Redirecting" />;
  return (
    <section className="screen narrow">
      <h1>Sign in with your phone</h1>
      <p>
        Shoppers sign in with their Google account: it keeps your bag, wishlist, addresses and orders together
        on every device.
      </p>
      <GoogleButton />
      <p>
        <a href="/phone/login">Sign in with a one-time code instead</a>
      </p>
    </section>
  );
}
