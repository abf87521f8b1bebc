import { useStore } from "@nanostores/react";
import { redirectPage } from "@nanostores/router";
import { $user } from "../../stores/user";
import SignInMethods from "../auth/SignInMethods";
import { $router } from "../router";
import { LoginPrompt } from "./LoginPrompt";
import "../auth/auth.css";

/** The customer's profile (SPEC §2 /profile): email, saved addresses, sign out. */
export default function Profile() {
  const { userLogged, userData } = useStore($user);
  if (!userLogged || !userData) {
    return (
      <section className="screen">
        <h1>My Profile</h1>
        <LoginPrompt message="Login to see your profile" />
      </section>
    );
  }
  const addresses = userData.address === false ? [] : Object.entries(userData.address);
  const signOut = async () => {
    const { signOutCustomer } = await import("../../auth/shopSession");
    await signOutCustomer();
    redirectPage($router, "home");
  };
  return (
    <section className="screen narrow">
      <h1>My Profile</h1>
      <p>
        Signed in as <strong>{userData.email}</strong>
      </p>
      <SignInMethods />
      <h2>Saved addresses</h2>
      {addresses.length === 0 ? (
        <p>No saved addresses yet. You can add one when you place an order.</p>
      ) : (
        <ul className="address-list">
          {addresses.map(([key, a]) => (
            <li key={key}>
              <p className="address-type">
                {a.addressType || "Address"}
                {a.defaultAddress ? <span className="badge"> Default</span> : null}
              </p>
              <p>{a.fullAddress}</p>
            </li>
          ))}
        </ul>
      )}
      <button type="button" className="button button-quiet" onClick={() => void signOut()}>
        Sign out
      </button>
    </section>
  );
}
