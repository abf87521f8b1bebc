import { NetworkError } from "ky";
import { describe, expect, it } from "vitest";
import { PHONE_TAKEN } from "../domain/customerSignIn";
import {
  CODE_EXPIRED,
  FAILED,
  NO_NETWORK,
  NUMBER_REFUSED,
  phoneCode,
  phoneSignInMessage,
  TOO_MANY,
  WRONG_CODE,
} from "./phoneMessages";

const firebaseError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

describe("phoneSignInMessage", () => {
  it("names a wrong number, a wrong code, an expired code and too many attempts", () => {
    expect(phoneSignInMessage(firebaseError("auth/invalid-phone-number"))).toBe(NUMBER_REFUSED);
    expect(phoneSignInMessage(firebaseError("auth/invalid-verification-code"))).toBe(WRONG_CODE);
    expect(WRONG_CODE).toMatch(/^That code is not right/);
    expect(phoneSignInMessage(firebaseError("auth/code-expired"))).toBe(CODE_EXPIRED);
    expect(phoneSignInMessage(firebaseError("auth/session-expired"))).toBe(CODE_EXPIRED);
    expect(phoneSignInMessage(firebaseError("auth/too-many-requests"))).toBe(TOO_MANY);
    expect(phoneSignInMessage(firebaseError("auth/quota-exceeded"))).toBe(TOO_MANY);
  });

  it("says when a number being linked belongs to another account", () => {
    expect(phoneSignInMessage(firebaseError("auth/credential-already-in-use"))).toBe(PHONE_TAKEN);
    expect(phoneSignInMessage(firebaseError("auth/provider-already-linked"))).toMatch(/already has a phone/);
  });

  it("says there is no network when the browser is offline or the request never arrived", () => {
    expect(phoneSignInMessage(firebaseError("auth/network-request-failed"))).toBe(NO_NETWORK);
    expect(phoneSignInMessage(new TypeError("Failed to fetch"))).toBe(NO_NETWORK);
    const lost = new NetworkError(new Request("http://api.test/api/staff/me"), { cause: new TypeError("x") });
    expect(phoneSignInMessage(lost)).toBe(NO_NETWORK);
    expect(phoneSignInMessage(firebaseError("auth/invalid-verification-code"), false)).toBe(NO_NETWORK);
  });

  it("falls back to a plain line for anything else", () => {
    for (const error of [new Error("x"), null, "x", { code: 1 }, firebaseError("auth/internal-error")])
      expect(phoneSignInMessage(error)).toBe(FAILED);
  });
});

describe("phoneCode", () => {
  it("takes six digits, spaced or not", () => {
    expect(phoneCode("123456")).toBe("123456");
    expect(phoneCode(" 123 456 ")).toBe("123456");
    expect(phoneCode("123-456")).toBe("123456");
  });

  it("refuses anything else", () => {
    for (const typed of ["", "12345", "1234567", "12345a", "١٢٣٤٥٦"]) expect(phoneCode(typed)).toBe(null);
  });
});
