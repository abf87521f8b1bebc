import { beforeEach, describe, expect, it, vi } from "vitest";
import { signInWithGoogle } from "./firebase";
import { googleSignIn } from "./google";

vi.mock("./firebase", () => ({ signInWithGoogle: vi.fn() }));
const popup = vi.mocked(signInWithGoogle);
const user = (email: string | null) => ({ email, getIdToken: async () => "id-token" }) as never;

let log: ReturnType<typeof vi.spyOn>;
let error: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  popup.mockReset();
  log = vi.spyOn(console, "log").mockImplementation(() => {});
  error = vi.spyOn(console, "error").mockImplementation(() => {});
});

describe("googleSignIn with Google's popup (SPEC §4 Login, §8 errors)", () => {
  it("gives the signed-in email and its ID token", async () => {
    popup.mockResolvedValueOnce(user("asha@example.com"));
    await expect(googleSignIn(false)).resolves.toEqual({ email: "asha@example.com", idToken: "id-token" });
  });

  it("popup closed or a second popup: logged only, no user", async () => {
    for (const code of ["auth/popup-closed-by-user", "auth/cancelled-popup-request"]) {
      popup.mockRejectedValueOnce(Object.assign(new Error(code), { code }));
      await expect(googleSignIn(false)).resolves.toBeNull();
    }
    expect(log).toHaveBeenCalledTimes(2);
    expect(error).not.toHaveBeenCalled();
  });

  it("no email: 'No email found for user' logged, no user", async () => {
    popup.mockResolvedValueOnce(user(null));
    await expect(googleSignIn(false)).resolves.toBeNull();
    expect(error).toHaveBeenCalledWith("No email found for user");
  });

  it("other errors reach the caller", async () => {
    popup.mockRejectedValueOnce(Object.assign(new Error("network"), { code: "auth/network-request-failed" }));
    await expect(googleSignIn(false)).rejects.toThrow("network");
  });
});
