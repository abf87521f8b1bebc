import Cookies from "js-cookie";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { createHandoff } from "../api/customer";
import { platformOf } from "../domain/host";
import { handOffPhoneToShop, handOffToShop } from "./platformLogin";

vi.mock("js-cookie", () => ({ default: { get: vi.fn(), remove: vi.fn(), set: vi.fn() } }));
vi.mock("../api/customer", () => ({ createHandoff: vi.fn() }));
vi.mock("./google", () => ({ googleSignIn: vi.fn() }));

beforeEach(() => vi.clearAllMocks());

describe("handOffToShop (SPEC §4: the platform side)", () => {
  it("asks for a one-time code with the ID token, sets both cookies on the platform domain, names the shop's page", async () => {
    vi.mocked(createHandoff).mockResolvedValueOnce({
      code: "c".repeat(43),
      expiresAt: "2030-01-01T00:00:00Z",
    });
    const target = await handOffToShop(
      { email: "asha@example.com", idToken: "id-token" },
      "demo",
      platformOf("http://platform.localhost:4321", "platform.localhost"),
    );
    expect(createHandoff).toHaveBeenCalledWith("asha@example.com", "id-token");
    expect(target).toBe("http://demo.platform.localhost:4321/customerLogin");
    const attributes = {
      domain: "platform.localhost",
      path: "/",
      secure: false,
      sameSite: "lax",
      expires: 2 / 1440,
    };
    expect(vi.mocked(Cookies.set).mock.calls).toEqual([
      ["storeLoginData", JSON.stringify({ email: "asha@example.com", code: "c".repeat(43) }), attributes],
      ["storeLoginStatus", "true", attributes],
    ]);
  });

  it("sets no cookie when the server refuses the code", async () => {
    vi.mocked(createHandoff).mockRejectedValueOnce(new Error("401"));
    await expect(
      handOffToShop({ email: "asha@example.com", idToken: "bad" }, "demo", platformOf("https://platform.in")),
    ).rejects.toThrow();
    expect(Cookies.set).not.toHaveBeenCalled();
  });
});

describe("handOffPhoneToShop (the same cookies after a phone sign-in)", () => {
  it("hands over the key the server names: the number's own, or the Google email it was linked to", async () => {
    const platform = platformOf("http://platform.localhost:4321", "platform.localhost");
    vi.mocked(createHandoff).mockResolvedValueOnce({
      code: "p".repeat(43),
      expiresAt: "2030-01-01T00:00:00Z",
      email: "asha@example.com",
    });
    const target = await handOffPhoneToShop(
      { phone: "+919876543210", idToken: "phone-token" },
      "demo",
      platform,
    );
    expect(createHandoff).toHaveBeenCalledWith("+919876543210", "phone-token");
    expect(target).toBe("http://demo.platform.localhost:4321/customerLogin");
    expect(vi.mocked(Cookies.set).mock.calls[0]?.[1]).toBe(
      JSON.stringify({ email: "asha@example.com", code: "p".repeat(43) }),
    );
  });
});
