import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { addAddress } from "./addresses";
import {
  createHandoff,
  getCustomer,
  getUserData,
  linkSignIn,
  openSession,
  verifyPhoneSignIn,
} from "./customer";
import { installFakeFetch } from "./fakeFetch";
import { API_URL } from "./http";
import { setTokenProvider, setUnauthorizedHandler } from "./token";

const { fetchMock, sent, requestAt, answer } = installFakeFetch();
const userData = { email: "asha@example.com", orders: [], addAddress: false, address: false };

beforeEach(() => setTokenProvider(async () => "firebase-id-token"));
afterEach(() => {
  setTokenProvider(null);
  setUnauthorizedHandler(null);
});

describe("getCustomer", () => {
  it("POSTs the email with the Bearer token and gives the user data", async () => {
    answer({ response: userData });
    await expect(getCustomer("Asha@Example.com")).resolves.toMatchObject({ email: "asha@example.com" });
    expect(requestAt(0).url).toBe(`${API_URL}/customer/getcustomer`);
    expect(requestAt(0).headers.get("authorization")).toBe("Bearer firebase-id-token");
    expect(sent[0]).toEqual({ email: "asha@example.com" });
  });

  it("tells the unauthorized handler about a 401 and rejects", async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    answer({ error: "Unauthorized" }, 401);
    await expect(getCustomer("asha@example.com")).rejects.toThrow();
    expect(handler).toHaveBeenCalledOnce();
  });

  it("sends no Authorization header when there is no token", async () => {
    setTokenProvider(() => null);
    answer({ response: userData });
    await getCustomer("asha@example.com");
    expect(requestAt(0).headers.get("authorization")).toBeNull();
  });
});

describe("an explicit token", () => {
  it("wins over the token provider", async () => {
    answer({ response: userData });
    await getCustomer("asha@example.com", "fresh-token");
    expect(requestAt(0).headers.get("authorization")).toBe("Bearer fresh-token");
  });
});

describe("createHandoff", () => {
  it("POSTs /customer/handoff with the Bearer token and gives the code", async () => {
    answer({ response: { code: "c".repeat(32), expiresAt: "2030-01-01T00:00:00Z" } });
    await expect(createHandoff("asha@example.com")).resolves.toEqual({
      code: "c".repeat(32),
      expiresAt: "2030-01-01T00:00:00Z",
    });
    expect(requestAt(0).url).toBe(`${API_URL}/customer/handoff`);
    expect(requestAt(0).headers.get("authorization")).toBe("Bearer firebase-id-token");
  });
});

describe("openSession", () => {
  it("POSTs the email and code without a token and gives the user data and session token", async () => {
    answer({ response: userData, sessionToken: "session-1" });
    const session = await openSession("asha@example.com", "c".repeat(32));
    expect(session).toEqual({
      userData: { ...userData, signInEmail: "", signInPhone: "", name: "", phoneNumber: "" },
      sessionToken: "session-1",
    });
    expect(requestAt(0).url).toBe(`${API_URL}/customer/session`);
    expect(requestAt(0).headers.get("authorization")).toBeNull();
    expect(sent[0]).toEqual({ email: "asha@example.com", code: "c".repeat(32) });
  });

  it("refuses a short code before calling", async () => {
    await expect(openSession("asha@example.com", "short")).rejects.toThrow();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe("getUserData and addAddress", () => {
  const form = {
    email: "asha@example.com",
    fullName: "Asha Verma",
    address: "12 MG Road",
    pincode: "302016",
    phoneNumber: "9876543210",
  };

  it("POST /customer/userdata with the Bearer token", async () => {
    answer({ response: userData });
    await expect(getUserData("asha@example.com")).resolves.toMatchObject({ email: "asha@example.com" });
    expect(requestAt(0).url).toBe(`${API_URL}/customer/userdata`);
    expect(requestAt(0).headers.get("authorization")).toBe("Bearer firebase-id-token");
  });

  it("POST /customer/addaddress sends the form, India by default", async () => {
    answer({ response: { ...userData, addAddress: true } });
    await expect(addAddress(form)).resolves.toMatchObject({ addAddress: true });
    expect(requestAt(0).url).toBe(`${API_URL}/customer/addaddress`);
    expect(sent[0]).toMatchObject({ ...form, country: "India" });
  });

  it("a refused form rejects, with the server's message in the error's data", async () => {
    answer({ error: "Enter Pincode", field: "pincode" }, 400);
    const error = await addAddress({ ...form, pincode: "" }).catch((e: unknown) => e);
    expect(error).toMatchObject({ data: { error: "Enter Pincode", field: "pincode" } });
  });
});

describe("verifyPhoneSignIn and linkSignIn (phone sign-in)", () => {
  it("POSTs the number with the phone sign-in's own token and gives the user data", async () => {
    answer({ response: { ...userData, email: "+919876543210" } });
    await expect(verifyPhoneSignIn(" +919876543210 ", "phone-id-token")).resolves.toMatchObject({
      email: "+919876543210",
    });
    expect(requestAt(0).url).toBe(`${API_URL}/customer/verifyotpnew`);
    expect(requestAt(0).headers.get("authorization")).toBe("Bearer phone-id-token");
    expect(sent[0]).toEqual({ phoneNumber: "+919876543210" });
  });

  it("refuses a number that is not +91… before calling", async () => {
    await expect(verifyPhoneSignIn("98765 43210", "t")).rejects.toThrow();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("links with the customer's token and the new sign-in's token in the body", async () => {
    answer({ response: { ...userData, signInPhone: "+919876543210" } });
    await expect(linkSignIn("asha@example.com", "n".repeat(40))).resolves.toMatchObject({
      signInPhone: "+919876543210",
    });
    expect(requestAt(0).url).toBe(`${API_URL}/customer/link`);
    expect(requestAt(0).headers.get("authorization")).toBe("Bearer firebase-id-token");
    expect(sent[0]).toEqual({ email: "asha@example.com", idToken: "n".repeat(40) });
  });
});
