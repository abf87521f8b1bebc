import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getCustomer } from "../api/customer";
import { setTokenProvider, setUnauthorizedHandler } from "../api/token";
import { userDataFixture } from "../stores/fixtures";
import { $user, loginUser, USER_DEFAULT } from "../stores/user";
import { installCustomerToken } from "./token";

vi.mock("./firebase", () => ({ currentIdToken: vi.fn(async () => "firebase-id-token") }));

const fetchMock = vi.fn<typeof fetch>();
const userData = userDataFixture();
const authOf = (i: number) =>
  (fetchMock.mock.calls[i]?.[0] as Request | undefined)?.headers.get("authorization");
const ok = () =>
  new Response(JSON.stringify({ response: userData }), { headers: { "content-type": "application/json" } });

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
  $user.set(USER_DEFAULT);
  installCustomerToken();
});
afterEach(() => {
  setTokenProvider(null);
  setUnauthorizedHandler(null);
  vi.unstubAllGlobals();
});

describe("installCustomerToken", () => {
  it("sends no token for a visitor", async () => {
    fetchMock.mockResolvedValueOnce(ok());
    await getCustomer("asha@example.com");
    expect(authOf(0)).toBeNull();
  });
  it("sends the session token of the cross-domain login", async () => {
    loginUser(userData, "session-token");
    fetchMock.mockResolvedValueOnce(ok());
    await getCustomer("asha@example.com");
    expect(authOf(0)).toBe("Bearer session-token");
  });
  it("sends the Firebase ID token of a shopper who signed in on the shop", async () => {
    loginUser(userData);
    fetchMock.mockResolvedValueOnce(ok());
    await getCustomer("asha@example.com");
    expect(authOf(0)).toBe("Bearer firebase-id-token");
  });
  it("a 401 ends the session: the shopper is a visitor again", async () => {
    loginUser(userData, "expired-token");
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ error: "expired" }), { status: 401 }));
    await expect(getCustomer("asha@example.com")).rejects.toThrow();
    expect($user.get()).toEqual(USER_DEFAULT);
  });
});
