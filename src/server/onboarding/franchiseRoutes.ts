/**
 * The franchise calls (src/contract/franchise.ts).
 * Anyone signed in (Google or phone), under /api/franchise: POST /signup
 * {name, area, plan}: their franchise, live at once, with them as its owner.
 * The owner (requireScopedRole: franchise of a franchise), under
 * /api/franchise: GET / (the franchise, its shops, its riders);
 * POST /shops (a storefront, live at its subdomain at once; 409 past the
 * plan's storefronts); PUT /commission; GET, POST /riders; PUT, DELETE
 * /riders/{riderId}. Another franchise's rider is 404, as if it were not
 * there. Master admins (support admins may read), under /api/franchises:
 * GET / (every franchise), POST /{franchiseId}/suspend {reason}, /resume.
 * Every write appends its audit entry in its transaction.
 */
import { type Context, Hono } from "hono";
import * as v from "valibot";
import {
  CommissionRequest,
  FranchiseAnswer,
  FranchiseResponse,
  FranchiseRidersResponse,
  FranchiseShopRequest,
  FranchiseSignUpRequest,
  FranchisesQuery,
  FranchisesResponse,
  RiderRequest,
  SuspendFranchiseRequest,
} from "../../contract/franchise";
import { notFound } from "../http/failure";
import { describeCall } from "../http/openapi";
import { validateJson, validateQuery } from "../http/validate";
import type { CacheEnv } from "../shops/cache";
import {
  requirePlatformRole,
  requireScopedRole,
  type ScopedEnv,
  STAFF_CALL,
  type StaffEnv,
  signedIn,
} from "../staff/guard";
import {
  addFranchiseShop,
  franchiseDetail,
  listFranchises,
  resumeFranchise,
  setCommission,
  signUpFranchise,
  suspendFranchise,
} from "./franchises";
import { addFranchiseRider, editFranchiseRider, franchiseRiders, removeFranchiseRider } from "./riders";

type Env = CacheEnv & ScopedEnv;

export const FRANCHISE_ONLY = "Only a franchise owner can do this: sign your franchise up first";

const owner = requireScopedRole("franchise", "franchise", FRANCHISE_ONLY);
const OWNER_CALL = { ...STAFF_CALL, errors: [400, 401, 403, 404, 409] };

/** The rider the path names; 404 when it cannot be a rider's id. */
function pathRiderId(c: Context<Env>): number {
  const id = Number(c.req.param("riderId"));
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) throw notFound("Rider", "riderId");
  return id;
}

const ridersAnswer = async (c: Context<Env>, status: 200 | 201 = 200) =>
  c.json<FranchiseRidersResponse>({ riders: await franchiseRiders(c.var.db, c.var.scoped.id) }, status);

/** The sign-up and the owner's calls; mount at /api/franchise. */
export const franchiseRoutes = new Hono<Env>()
  .post(
    "/signup",
    describeCall({
      summary:
        "The signed-in person signs a franchise up (name, area, plan) and runs it at once as its owner",
      answer: FranchiseResponse,
      status: 201,
      ...STAFF_CALL,
      errors: [400, 401, 409],
    }),
    signedIn,
    validateJson(FranchiseSignUpRequest),
    async (c) => {
      const now = new Date();
      const row = await signUpFranchise(c.var.db, c.var.person, c.var.actor, c.req.valid("json"), now);
      return c.json<FranchiseResponse>(await franchiseDetail(c.var.db, row.id, now), 201);
    },
  )
  .get(
    "/",
    describeCall({
      summary: "The owner's franchise: its plan, commission, storefronts and riders",
      answer: FranchiseResponse,
      ...STAFF_CALL,
    }),
    owner,
    async (c) => c.json<FranchiseResponse>(await franchiseDetail(c.var.db, c.var.scoped.id, new Date())),
  )
  .post(
    "/shops",
    describeCall({
      summary:
        "The owner opens a storefront with its owner, live at its subdomain at once; refused past the plan's storefronts (Basic 50, Premium 100)",
      answer: FranchiseResponse,
      status: 201,
      ...OWNER_CALL,
    }),
    owner,
    validateJson(FranchiseShopRequest),
    async (c) => {
      const now = new Date();
      const shop = await addFranchiseShop(c.var.db, c.var.actor, c.var.scoped.id, c.req.valid("json"), now);
      // A remembered "no such shop" is forgotten on every replica: the storefront opens at once.
      await c.var.cache.invalidateShop(shop.shopId);
      return c.json<FranchiseResponse>(await franchiseDetail(c.var.db, c.var.scoped.id, now), 201);
    },
  )
  .put(
    "/commission",
    describeCall({
      summary: "The owner sets their own commission, 0 to 100 percent",
      answer: FranchiseAnswer,
      ...OWNER_CALL,
    }),
    owner,
    validateJson(CommissionRequest),
    async (c) => {
      const { commissionPercent } = c.req.valid("json");
      const franchise = await setCommission(
        c.var.db,
        c.var.actor,
        c.var.scoped.id,
        commissionPercent,
        new Date(),
      );
      return c.json<FranchiseAnswer>({ franchise });
    },
  )
  .get(
    "/riders",
    describeCall({
      summary: "The franchise's riders, by name",
      answer: FranchiseRidersResponse,
      ...STAFF_CALL,
    }),
    owner,
    (c) => ridersAnswer(c),
  )
  .post(
    "/riders",
    describeCall({
      summary: "The owner adds a rider (name, the phone they sign in with, vehicle); answers the riders",
      answer: FranchiseRidersResponse,
      status: 201,
      ...OWNER_CALL,
    }),
    owner,
    validateJson(RiderRequest),
    async (c) => {
      await addFranchiseRider(c.var.db, c.var.actor, c.var.scoped.id, c.req.valid("json"));
      return ridersAnswer(c, 201);
    },
  )
  .put(
    "/riders/:riderId",
    describeCall({
      summary: "The owner changes a rider's name, phone or vehicle; answers the riders",
      answer: FranchiseRidersResponse,
      ...OWNER_CALL,
    }),
    owner,
    validateJson(RiderRequest),
    async (c) => {
      await editFranchiseRider(c.var.db, c.var.actor, c.var.scoped.id, pathRiderId(c), c.req.valid("json"));
      return ridersAnswer(c);
    },
  )
  .delete(
    "/riders/:riderId",
    describeCall({
      summary:
        "The owner removes a rider, who loses access at their next call (refused while they carry orders); answers the riders left",
      answer: FranchiseRidersResponse,
      ...OWNER_CALL,
    }),
    owner,
    async (c) => {
      await removeFranchiseRider(c.var.db, c.var.actor, c.var.scoped.id, pathRiderId(c));
      return ridersAnswer(c);
    },
  );

/** The franchise the path names; 404 when it cannot be a franchise id. */
function pathFranchiseId(c: Context<StaffEnv>): string {
  const parsed = v.safeParse(v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,40}$/)), c.req.param("franchiseId"));
  if (!parsed.success) throw notFound("Franchise", "franchiseId");
  return parsed.output;
}

const MASTER_CALL = { ...STAFF_CALL, errors: [400, 401, 403, 404, 409] };

/** The master admin's calls; mount at /api/franchises. */
export const franchisesRoutes = new Hono<StaffEnv>()
  .get(
    "/",
    describeCall({
      summary: "Every franchise, newest first, 50 a page; search by id, name, area or owner",
      answer: FranchisesResponse,
      ...STAFF_CALL,
    }),
    requirePlatformRole("master", "support"),
    validateQuery(FranchisesQuery),
    async (c) => {
      const { q, page } = c.req.valid("query");
      return c.json<FranchisesResponse>(await listFranchises(c.var.db, q, page));
    },
  )
  .post(
    "/:franchiseId/suspend",
    describeCall({
      summary: "A master admin suspends a franchise, saying why: its owner changes nothing until it resumes",
      answer: FranchiseAnswer,
      ...MASTER_CALL,
    }),
    requirePlatformRole("master"),
    validateJson(SuspendFranchiseRequest),
    async (c) => {
      const id = pathFranchiseId(c);
      const { reason } = c.req.valid("json");
      return c.json<FranchiseAnswer>({
        franchise: await suspendFranchise(c.var.db, c.var.actor, id, reason, new Date()),
      });
    },
  )
  .post(
    "/:franchiseId/resume",
    describeCall({
      summary: "A master admin resumes a suspended franchise",
      answer: FranchiseAnswer,
      ...MASTER_CALL,
    }),
    requirePlatformRole("master"),
    async (c) =>
      c.json<FranchiseAnswer>({
        franchise: await resumeFranchise(c.var.db, c.var.actor, pathFranchiseId(c), new Date()),
      }),
  );
