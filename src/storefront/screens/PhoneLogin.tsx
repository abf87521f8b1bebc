import { useRedirectWhenLogged } from "../auth/useRedirectWhenLogged";
import GoogleButton from "../GoogleButton";
import { Spinner } from "../Status";

/** /phone/login: one-time-code (OTP) sign-in is not offered to shoppers yet; Google sign-in is. */
export default function PhoneLogin() {
  if (useRedirectWhenLogged("home")) return <Spinner label="Redirecting" />;
  return (
    <section className="screen narrow">
      <h1>Phone login</h1>
      <p>
        Signing in with a one-time code sent to your phone is not available for shoppers yet. Please continue
        with Google: it takes a moment and needs no password.
      </p>
      <GoogleButton />
      <p>
        <a href="/">Back to the shop</a>
      </p>
    </section>
  );
}
