/**
 * Sign-in calls under /customer:
 * POST /handoff (designed here): after Google sign-in on the platform (Bearer
 *   Firebase ID token), a one-time code for the shop's /customerLogin;
 * POST /session (the spec's customer session call): `{ email, code }`, no
 *   Bearer, → user data and a session token the shop then sends as Bearer;
 * POST /verifyotpnew (SPEC §7): phone sign-in needs an SMS provider, which
 *   this API does not have: a valid body is answered 501.
 */
import { Hono } from "hono";
import {
  HandoffRequest,
  type HandoffResponse,
  SessionRequest,
  type SessionResponse,
  VerifyOtpRequest,
} from "../../contract/customer";
import { issueSessionToken } from "../auth";
import type { AppEnv } from "../context";
import { getUserData } from "../customers";
import { ApiFailure } from "../failure";
import { customerAuth, ownEmail } from "../guards";
import { createHandoffCode, redeemHandoffCode } from "../handoff";
import { validateJson } from "../validate";

export const sessionRoutes = new Hono<AppEnv>()
  .post("/handoff", customerAuth, validateJson(HandoffRequest), async (c) => {
    const { email } = c.req.valid("json");
    if (c.var.customer.kind !== "firebase") {
      throw new ApiFailure(401, "A handoff needs a Google sign-in (Firebase ID token)");
    }
    ownEmail(c, email);
    const { code, expiresAt } = await createHandoffCode(c.var.db, email);
    return c.json<HandoffResponse>({ response: { code, expiresAt: expiresAt.toISOString() } });
  })
  .post("/session", validateJson(SessionRequest), async (c) => {
    const { email, code } = c.req.valid("json");
    if (!(await redeemHandoffCode(c.var.db, email, code))) {
      throw new ApiFailure(401, "This sign-in link has expired or was already used; sign in again", "code");
    }
    const sessionToken = await issueSessionToken(c.var.config.auth, email);
    const response = await getUserData(c.var.db, email, c.var.config.siteUrl);
    return c.json<SessionResponse>({ response, sessionToken });
  })
  .post("/verifyotpnew", validateJson(VerifyOtpRequest), (c) =>
    c.json({ error: "Phone sign-in is not available; use Google sign-in" }, 501),
  );
