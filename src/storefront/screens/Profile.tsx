import { useStore } from "@nanostores/react";
import { redirectPage } from "@nanostores/router";
import { signOutCustomer } from "../../auth/signOut";
import { $user } from "../../stores/user";
import SignInMethods from "../auth/SignInMethods";
import { ProfileAddresses } from "../profile/ProfileAddresses";
import { ProfileDetails } from "../profile/ProfileDetails";
import { ProfileUpdates } from "../profile/ProfileUpdates";
import { $router } from "../router";
import { LoginPrompt } from "./LoginPrompt";
import "../auth/auth.css";
import "../profile/profile.css";
import { t } from "../../i18n/t";

/**
 * The customer's profile (SPEC §2 /profile): email, name and phone
 * (editable), saved addresses (added, edited, deleted, one the default),
 * the order updates by channel (issue 36), sign out.
 */
export default function Profile() {
  const { userLogged, userData } = useStore($user);
  if (!userLogged || !userData) {
    return (
      <section className="screen">
        <h1>{t("My Profile")}</h1>
        <LoginPrompt message={t("Login to see your profile")} />
      </section>
    );
  }
  const addresses = userData.address === false ? [] : Object.entries(userData.address);
  const signOut = () => {
    void signOutCustomer();
    redirectPage($router, "home");
  };
  return (
    <section className="screen narrow">
      <h1>{t("My Profile")}</h1>
      <p>
        {t("Signed in as")} <strong>{userData.email}</strong>
      </p>
      <SignInMethods />
      <ProfileDetails userData={userData} />
      <ProfileAddresses addresses={addresses} />
      <ProfileUpdates email={userData.email} />
      <button type="button" className="button button-quiet" onClick={signOut}>
        {t("Sign out")}
      </button>
    </section>
  );
}
