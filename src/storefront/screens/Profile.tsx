import { useStore } from "@nanostores/react";
import { $user } from "../../stores/user";
import { LoginPrompt } from "./LoginPrompt";

/** The customer's profile (SPEC §2 /profile); addresses arrive with the profile issue. */
export function Profile() {
  const { userLogged, userData } = useStore($user);
  return (
    <section className="screen">
      <h1>My Profile</h1>
      {userLogged && userData ? (
        <p>Signed in as {userData.email}</p>
      ) : (
        <LoginPrompt message="Login to see your profile" />
      )}
    </section>
  );
}
