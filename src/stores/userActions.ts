/**
 * The user-data refresh (SPEC §7): the history screen and the checkout ask
 * the server for the signed-in shopper's data (addresses, orders newest
 * first). A failure is only logged (SPEC §8); the held data stays.
 */
import { getUserData } from "../api/customer";
import { latestWins } from "./persist";
import { $user } from "./user";

const beginRefresh = latestWins();

/** Refreshes the signed-in shopper's user data; does nothing for a visitor. */
export async function refreshUserData(): Promise<void> {
  const { userLogged, userData } = $user.get();
  const email = userLogged && userData ? userData.email : null;
  if (!email) return;
  const isLatest = beginRefresh();
  try {
    const fresh = await getUserData(email);
    const user = $user.get();
    if (isLatest() && user.userLogged && user.userData?.email === email)
      $user.set({ ...user, userData: fresh });
  } catch (error) {
    console.error("User data fetch failed", error);
  }
}
