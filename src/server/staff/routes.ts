/**
 * The platform's staff calls, under /api/staff (src/contract/staff.ts):
 * GET /me: the signed-in person and every role they hold;
 * POST /signout: ends every sign-in of this person, on every device (people
 * who hold a role: anyone else has no staff sign-in to end, 403);
 * GET /audit: the audit trail, newest first (master admins);
 * GET, POST /support-admins, DELETE /support-admins/{email or phone}: the
 * support admins (master admins).
 * Every write appends its audit entry in the same transaction.
 */
import { and, desc, eq, lt, type SQL } from "drizzle-orm";
import { Hono } from "hono";
import * as v from "valibot";
import {
  AuditQuery,
  AuditResponse,
  PersonRequest,
  SignOutResponse,
  StaffMeResponse,
  type StaffPerson,
  SupportAdminsResponse,
} from "../../contract/staff";
import { signInPhone } from "../../domain/signInPhone";
import type { Db } from "../db/connection";
import { auditLog, type StaffRoleRow } from "../db/schema";
import { ApiFailure } from "../http/failure";
import { describeCall } from "../http/openapi";
import { validateJson, validateQuery } from "../http/validate";
import { audit } from "./audit";
import { requirePlatformRole, STAFF_CALL, type StaffEnv, signedIn } from "./guard";
import { grantRole, PLATFORM, peopleIn, revokeRole, rolesOf } from "./roles";
import { sessionEndsAt, signOutEverywhere, untilSignOutSecondEnds } from "./sessions";

/** How many audit entries a page holds. */
export const AUDIT_PAGE = 50;

export const toPerson = (row: StaffRoleRow): StaffPerson => ({
  email: row.email ?? "",
  phone: row.phone ?? "",
  role: row.role as StaffPerson["role"],
  scope: row.scope,
  grantedBy: row.grantedBy,
  createdAt: row.createdAt.toISOString(),
});

const supportAdmins = async (db: Db): Promise<SupportAdminsResponse> => ({
  people: (await peopleIn(db, PLATFORM, "support")).map(toPerson),
});

/** What a person who holds no role is told when they ask to sign out on every device. */
export const NO_ROLE_TO_SIGN_OUT =
  "You hold no staff role, so there is no staff sign-in to end on other devices: sign out here instead";

export const WHO_MESSAGE = "Name the person by their email or their phone number";

/** A person as a path names them: an email, or a phone number typed any usual way. */
export const WhoParam = v.pipe(
  v.string(),
  v.maxLength(254),
  v.transform((who) => (who.includes("@") ? who.trim().toLowerCase() : (signInPhone(who) ?? ""))),
  v.minLength(3, WHO_MESSAGE),
);

/** The calls; mount at /api/staff. */
export const staffRoutes = new Hono<StaffEnv>()
  .get(
    "/me",
    describeCall({
      summary: "The signed-in person and every role they hold",
      answer: StaffMeResponse,
      ...STAFF_CALL,
      errors: [401],
    }),
    signedIn,
    async (c) => {
      const { person } = c.var;
      const { auth } = c.var.config;
      return c.json<StaffMeResponse>({
        email: person.email,
        phone: person.phone,
        roles: await rolesOf(c.var.db, person, auth.masterAdmins),
        sessionEndsAt: new Date(sessionEndsAt(person, auth.staffSessionSeconds)).toISOString(),
      });
    },
  )
  .post(
    "/signout",
    describeCall({
      summary:
        "Signs this person out on every device: every sign-in made up to now is refused (people who hold a role)",
      answer: SignOutResponse,
      ...STAFF_CALL,
    }),
    signedIn,
    async (c) => {
      // Only staff have staff sign-ins to end: anyone else would only add audit entries.
      const roles = await rolesOf(c.var.db, c.var.person, c.var.config.auth.masterAdmins);
      if (roles.length === 0) throw new ApiFailure(403, NO_ROLE_TO_SIGN_OUT);
      const at = await c.var.db.transaction(async (tx) => {
        const when = await signOutEverywhere(tx, c.var.person);
        await audit(tx, {
          actor: c.var.actor,
          action: "session.signout",
          scope: PLATFORM,
          target: c.var.actor,
        });
        return when;
      });
      // Sign-ins in the sign-out's second end with it (sessions.ts): answered once that second is
      // over, so a sign-in made after the answer works.
      await new Promise((resolve) => setTimeout(resolve, untilSignOutSecondEnds(at)));
      return c.json<SignOutResponse>({ signedOutAt: at.toISOString() });
    },
  )
  .get(
    "/audit",
    describeCall({
      summary: "The audit trail, newest first, 50 a page (master admins)",
      answer: AuditResponse,
      ...STAFF_CALL,
    }),
    requirePlatformRole("master"),
    validateQuery(AuditQuery),
    async (c) => {
      const q = c.req.valid("query");
      const where: SQL[] = [];
      if (q.scope) where.push(eq(auditLog.scope, q.scope));
      if (q.actor) where.push(eq(auditLog.actor, q.actor.trim().toLowerCase()));
      if (q.action) where.push(eq(auditLog.action, q.action));
      if (q.before) where.push(lt(auditLog.id, Number(q.before)));
      const rows = await c.var.db
        .select()
        .from(auditLog)
        .where(and(...where))
        .orderBy(desc(auditLog.id))
        .limit(AUDIT_PAGE + 1);
      const page = rows.slice(0, AUDIT_PAGE);
      return c.json<AuditResponse>({
        entries: page.map((r) => ({ ...r, at: r.at.toISOString(), before: r.before, after: r.after })),
        next: rows.length > AUDIT_PAGE ? String(page.at(-1)?.id ?? "") : null,
      });
    },
  )
  .get(
    "/support-admins",
    describeCall({
      summary: "The support admins (master admins)",
      answer: SupportAdminsResponse,
      ...STAFF_CALL,
    }),
    requirePlatformRole("master"),
    async (c) => c.json<SupportAdminsResponse>(await supportAdmins(c.var.db)),
  )
  .post(
    "/support-admins",
    describeCall({
      summary: "A master admin makes someone a support admin, by their email and/or phone",
      answer: SupportAdminsResponse,
      status: 201,
      ...STAFF_CALL,
      errors: [401, 403, 409],
    }),
    requirePlatformRole("master"),
    validateJson(PersonRequest),
    async (c) => {
      const { email, phone } = c.req.valid("json");
      const who = email || phone || "";
      await c.var.db.transaction(async (tx) => {
        const row = await grantRole(tx, {
          ...(email ? { email } : {}),
          ...(phone ? { phone } : {}),
          role: "support",
          scope: PLATFORM,
          grantedBy: c.var.actor,
        });
        if (!row)
          throw new ApiFailure(409, `${who} already has a role on the platform`, email ? "email" : "phone");
        await audit(tx, {
          actor: c.var.actor,
          action: "support.add",
          scope: PLATFORM,
          target: who,
          after: toPerson(row),
        });
      });
      return c.json<SupportAdminsResponse>(await supportAdmins(c.var.db), 201);
    },
  )
  .delete(
    "/support-admins/:who",
    describeCall({
      summary: "A master admin removes a support admin (they lose access at their next call)",
      answer: SupportAdminsResponse,
      ...STAFF_CALL,
      errors: [400, 401, 403, 404],
    }),
    requirePlatformRole("master"),
    async (c) => {
      const parsed = v.safeParse(WhoParam, c.req.param("who"));
      if (!parsed.success)
        throw new ApiFailure(400, "Name the person by their email or their phone number", "who");
      const who = parsed.output;
      await c.var.db.transaction(async (tx) => {
        const row = await revokeRole(tx, { who, scope: PLATFORM, role: "support" });
        if (!row) throw new ApiFailure(404, `${who} is not a support admin`, "who");
        await audit(tx, {
          actor: c.var.actor,
          action: "support.remove",
          scope: PLATFORM,
          target: who,
          before: toPerson(row),
        });
      });
      return c.json<SupportAdminsResponse>(await supportAdmins(c.var.db));
    },
  );
