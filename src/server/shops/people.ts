/**
 * The seller's people and keys, under /api/seller (designed here; the spec
 * leaves /Admin open):
 * GET /me: the signed-in person's shops;
 * GET /shops/{shopId}/staff: the shop's people (owner and staff);
 * POST /shops/{shopId}/staff: the owner adds a person by email (role staff);
 * DELETE /shops/{shopId}/staff/{email}: the owner removes a staff member;
 * GET, POST /shops/{shopId}/keys, DELETE /shops/{shopId}/keys/{id}: the
 * owner's integration keys (X-Seller-Key), shown once when made.
 * Every write appends its audit entry in the same transaction.
 */
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import * as v from "valibot";
import {
  CreateKeyResponse as CreateKeyAnswer,
  CreateKeyRequest,
  type CreateKeyResponse,
  InviteStaffRequest,
  InviteStaffResponse,
  SellerKeysResponse,
  SellerMeResponse,
  StaffListResponse as StaffListAnswer,
  type StaffListResponse,
  type StaffMember,
} from "../../contract/seller";
import { listSellerKeys, makeSellerKey, newKey, revokeSellerKey } from "../auth/credentials";
import type { Db } from "../db/connection";
import { type StaffRoleRow, shops } from "../db/schema";
import { ApiFailure } from "../http/failure";
import { describeCall } from "../http/openapi";
import { validateJson } from "../http/validate";
import { enqueueMessages } from "../messages/outbox";
import { staffInvite } from "../messages/sellerMessages";
import { audit } from "../staff/audit";
import { requireRole, SELLER_CALL, type StaffEnv, signedIn } from "../staff/guard";
import { grantRole, revokeRole, shopPeople, shopsOf } from "../staff/roles";
import { WHO_MESSAGE, WhoParam } from "../staff/routes";

const toMember = (row: StaffRoleRow): StaffMember => ({
  email: row.email ?? "",
  phone: row.phone ?? "",
  role: row.role === "owner" ? "owner" : "staff",
  grantedBy: row.grantedBy,
  createdAt: row.createdAt.toISOString(),
});

const people = async (db: Db, shopId: string): Promise<StaffListResponse> => ({
  staff: (await shopPeople(db, shopId)).map(toMember),
});

const keyInfo = (row: Awaited<ReturnType<typeof listSellerKeys>>[number]) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

/** The people and keys calls; mount at /api/seller. */
export const shopPeopleRoutes = new Hono<StaffEnv>()
  .get(
    "/me",
    describeCall({
      summary: "The signed-in seller and their shops",
      answer: SellerMeResponse,
      ...SELLER_CALL,
      errors: [401],
    }),
    signedIn,
    async (c) => {
      const { person, actor } = c.var;
      return c.json<SellerMeResponse>({ email: actor, shops: await shopsOf(c.var.db, person) });
    },
  )
  .get(
    "/shops/:shopId/staff",
    describeCall({ summary: "The shop's people", answer: StaffListAnswer, ...SELLER_CALL }),
    requireRole("owner", "staff"),
    async (c) => c.json<StaffListResponse>(await people(c.var.db, c.var.staff.shopId)),
  )
  .post(
    "/shops/:shopId/staff",
    describeCall({
      summary: "The owner adds a staff member by the email they sign in with",
      answer: InviteStaffResponse,
      status: 201,
      ...SELLER_CALL,
      errors: [401, 403, 404, 409],
    }),
    requireRole("owner"),
    validateJson(InviteStaffRequest),
    async (c) => {
      const { email, phone } = c.req.valid("json");
      const who = email || phone || "";
      const { staff } = c.var;
      const row = await c.var.db.transaction(async (tx) => {
        const added = await grantRole(tx, {
          ...(email ? { email } : {}),
          ...(phone ? { phone } : {}),
          role: "staff",
          scope: staff.scope,
          grantedBy: staff.email,
        });
        if (!added) throw new ApiFailure(409, `${who} already works in this shop`, email ? "email" : "phone");
        await audit(tx, {
          actor: staff.email,
          action: "staff.add",
          scope: staff.scope,
          target: who,
          after: { role: "staff", email: added.email, phone: added.phone },
        });
        // The invitee hears of it, with the staff app's link (issue 36), in this transaction.
        const [shop] = await tx.select().from(shops).where(eq(shops.shopId, staff.shopId));
        if (shop) await enqueueMessages(tx, staffInvite(shop, added));
        return added;
      });
      return c.json<v.InferOutput<typeof InviteStaffResponse>>({ member: toMember(row) }, 201);
    },
  )
  .delete(
    "/shops/:shopId/staff/:who",
    describeCall({
      summary: "The owner removes a staff member (by email or phone); their access ends at once",
      answer: StaffListAnswer,
      ...SELLER_CALL,
      errors: [400, 401, 403, 404, 409],
    }),
    requireRole("owner"),
    async (c) => {
      const parsed = v.safeParse(WhoParam, c.req.param("who"));
      if (!parsed.success) throw new ApiFailure(400, WHO_MESSAGE, "who");
      const who = parsed.output;
      const { staff, person } = c.var;
      if (who === person.email || who === person.phone)
        throw new ApiFailure(409, "You can't remove yourself: you own this shop", "who");
      await c.var.db.transaction(async (tx) => {
        const people = await shopPeople(tx, staff.shopId);
        const found = people.find((p) => p.email === who || p.phone === who);
        if (!found) throw new ApiFailure(404, `${who} does not work in this shop`, "who");
        if (found.role === "owner")
          throw new ApiFailure(409, "An owner can't be removed here: ask the platform's support", "who");
        await revokeRole(tx, { who, scope: staff.scope });
        await audit(tx, {
          actor: staff.email,
          action: "staff.remove",
          scope: staff.scope,
          target: who,
          before: { role: found.role, email: found.email, phone: found.phone },
        });
      });
      return c.json<StaffListResponse>(await people(c.var.db, staff.shopId));
    },
  )
  .get(
    "/shops/:shopId/keys",
    describeCall({
      summary: "The shop's integration keys (never the keys themselves)",
      answer: SellerKeysResponse,
      ...SELLER_CALL,
    }),
    requireRole("owner"),
    async (c) => {
      const keys = await listSellerKeys(c.var.db, c.var.staff.shopId);
      return c.json<v.InferOutput<typeof SellerKeysResponse>>({ keys: keys.map(keyInfo) });
    },
  )
  .post(
    "/shops/:shopId/keys",
    describeCall({
      summary: "A new integration key (X-Seller-Key), answered once",
      answer: CreateKeyAnswer,
      status: 201,
      ...SELLER_CALL,
    }),
    requireRole("owner"),
    validateJson(CreateKeyRequest),
    async (c) => {
      const { label } = c.req.valid("json");
      const { staff } = c.var;
      const { key, info } = await c.var.db.transaction(async (tx) => {
        const made = await makeSellerKey(tx, staff.shopId, newKey("sk"), label, staff.email);
        await audit(tx, {
          actor: staff.email,
          action: "key.create",
          scope: staff.scope,
          target: made.info.hint,
          after: { label },
        });
        return made;
      });
      return c.json<CreateKeyResponse>({ key, info: keyInfo(info) }, 201);
    },
  )
  .delete(
    "/shops/:shopId/keys/:id",
    describeCall({
      summary: "Revokes an integration key: it stops working at once",
      answer: SellerKeysResponse,
      ...SELLER_CALL,
    }),
    requireRole("owner"),
    async (c) => {
      const id = Number(c.req.param("id"));
      const { staff } = c.var;
      if (!Number.isSafeInteger(id) || id < 1) throw new ApiFailure(404, "Key not found", "id");
      await c.var.db.transaction(async (tx) => {
        const gone = await revokeSellerKey(tx, staff.shopId, id);
        if (!gone) throw new ApiFailure(404, "Key not found", "id");
        await audit(tx, {
          actor: staff.email,
          action: "key.revoke",
          scope: staff.scope,
          target: gone.hint,
          before: { label: gone.label },
        });
      });
      const keys = await listSellerKeys(c.var.db, staff.shopId);
      return c.json<v.InferOutput<typeof SellerKeysResponse>>({ keys: keys.map(keyInfo) });
    },
  );
