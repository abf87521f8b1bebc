/**
 * The shop's phone sign-in (/phone/login): after Firebase checked the code,
 * the customer the number signs in (POST /customer/verifyotpnew; created on
 * the first sign-in) is stored as the signed-in user. Later customer calls
 * carry the Firebase ID token of this page's phone sign-in (token.ts).
 */
import { verifyPhoneSignIn } from "../api/customer";
import { loginUser } from "../stores/user";
import type { PhoneUser } from "./phone";

/** Signs the shopper in on the shop with their verified phone sign-in. */
export async function signInByPhoneOnShop(user: PhoneUser): Promise<void> {
  loginUser(await verifyPhoneSignIn(user.phone, user.idToken));
}
