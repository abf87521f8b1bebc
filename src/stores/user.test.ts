import { beforeEach, describe, expect, it } from "vitest";
import { userDataFixture } from "./fixtures";
import { $user, loginUser, logoutUser, USER_DEFAULT } from "./user";

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
  it("logout makes the shopper a visitor again, token and all", () => {
    loginUser(userData, "session-token");
    logoutUser();
    expect($user.get()).toEqual(USER_DEFAULT);
  });
});
