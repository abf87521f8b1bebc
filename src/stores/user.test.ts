import { beforeEach, describe, expect, it } from "vitest";
import { userDataFixture } from "./fixtures";
import { $user, loginUser, logoutUser, setUserData, USER_DEFAULT } from "./user";

const userData = userDataFixture();

beforeEach(() => $user.set(USER_DEFAULT));

describe("user actions (SPEC §4 Login)", () => {
  it("login stores the server's user data and sets the login flag", () => {
    loginUser(userData);
    expect($user.get()).toEqual({ userLogged: true, userData, addressKey: null });
  });
  it("a cross-domain login keeps the session token", () => {
    loginUser(userData, "session-token");
    expect($user.get().token).toBe("session-token");
  });
  it("a profile call's answer replaces the user data and keeps the session; a visitor stays one", () => {
    loginUser(userData, "session-token");
    $user.set({ ...$user.get(), addressKey: "addr-home" });
    const linked = { ...userData, signInPhone: "+919876543210" };
    setUserData(linked);
    expect($user.get()).toEqual({
      userLogged: true,
      userData: linked,
      addressKey: "addr-home",
      token: "session-token",
    });
    logoutUser();
    setUserData(linked);
    expect($user.get()).toEqual(USER_DEFAULT);
  });
  it("logout makes the shopper a visitor again, token and all", () => {
    loginUser(userData, "session-token");
    logoutUser();
    expect($user.get()).toEqual(USER_DEFAULT);
  });
});
