import Cookies from "js-cookie";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { openSession } from "../api/customer";
import { platformOf } from "../domain/host";
import { userDataFixture } from "../stores/fixtures";
import { $user, USER_DEFAULT } from "../stores/user";
import { completeHandoff } from "./shopSession";

vi.mock("js-cookie", () => ({ default: { get: vi.fn(), remove: vi.fn(), set: vi.fn() } }));
vi.mock("../api/customer", () => ({ getCustomer: vi.fn(), openSession: vi.fn() }));
vi.mock("./google", () => ({ googleSignIn: vi.fn(), preloadSignIn: vi.fn() }));

const cookies = vi.mocked(Cookies);
const session = vi.mocked(openSession);
const userData = userDataFixture();
const jar = (values: Record<string, string>) =>
  (cookies.get as unknown as ReturnType<typeof vi.fn>).mockImplementation((name: string) => values[name]);
const PLATFORM = platformOf("http://platform.localhost:4321", "platform.localhost");

beforeEach(() => {
  vi.clearAllMocks();
  $user.set(USER_DEFAULT);
  vi.spyOn(console, "error").mockImplementation(() => {});
});

const removedOnPlatformDomain = () =>
  ["storeLoginData", "storeLoginStatus"].every((name) =>
    cookies.remove.mock.calls.some(
      ([n, a]) => n === name && a?.domain === "platform.localhost" && a.path === "/",
    ),
  );

describe("completeHandoff (SPEC §4: the shop's /customerLogin)", () => {
  it("trades the email and one-time code for a session, logs in, removes both cookies", async () => {
    jar({
      storeLoginData: JSON.stringify({ email: "asha@example.com", code: "c".repeat(43) }),
      storeLoginStatus: "true",
    });
    session.mockResolvedValueOnce({ userData, sessionToken: "session-1" });
    await expect(completeHandoff(PLATFORM)).resolves.toBe("signed-in");
    expect(session).toHaveBeenCalledWith("asha@example.com", "c".repeat(43));
    expect($user.get()).toMatchObject({
      userLogged: true,
      userData: { email: "asha@example.com" },
      token: "session-1",
    });
    expect(removedOnPlatformDomain()).toBe(true);
  });

  it("never trusts an email without a code: no call, nobody signed in", async () => {
    jar({ storeLoginData: JSON.stringify({ email: "asha@example.com" }), storeLoginStatus: "true" });
    await expect(completeHandoff(PLATFORM)).resolves.toBe("no-handoff");
    expect(session).not.toHaveBeenCalled();
    expect($user.get()).toEqual(USER_DEFAULT);
    expect(removedOnPlatformDomain()).toBe(true);
  });

  it("needs the status cookie too", async () => {
    jar({ storeLoginData: JSON.stringify({ email: "asha@example.com", code: "c".repeat(43) }) });
    await expect(completeHandoff(PLATFORM)).resolves.toBe("no-handoff");
    expect(session).not.toHaveBeenCalled();
  });

  it("a code the server refuses signs nobody in; the cookies still go", async () => {
    jar({
      storeLoginData: JSON.stringify({ email: "asha@example.com", code: "x".repeat(43) }),
      storeLoginStatus: "true",
    });
    session.mockRejectedValueOnce(new Error("401"));
    await expect(completeHandoff(PLATFORM)).resolves.toBe("failed");
    expect($user.get()).toEqual(USER_DEFAULT);
    expect(removedOnPlatformDomain()).toBe(true);
  });
});
