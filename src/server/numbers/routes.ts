/**
 * The numbers' calls (issue 37, part 4; docs/api.md):
 *
 * - the seller's, under /api/seller (owner or staff of the shop):
 *   GET /shops/{shopId}/numbers?from=&to=&grain= and …/numbers.csv;
 * - the master admin's, under /api/platform (master admins only):
 *   GET /numbers and /numbers.csv (GMV and shops by channel),
 *   GET /commissions?month= (what each kiosk operator and franchise is owed),
 *   GET /commissions/{kind}/{id}/statement?month= and …/statement.csv.
 *
 * A CSV goes out with a file name that says what it holds, never cached.
 */
import { type Context, Hono } from "hono";
import * as v from "valibot";
import {
  CommissionsResponse,
  MonthQuery,
  NumbersQuery,
  PlatformNumbersResponse,
  SellerNumbersResponse,
  StatementResponse,
} from "../../contract/numbers";
import { toCsv } from "../../domain/csv";
import { numbersCsvRecords } from "../../domain/numbers";
import {
  PARTY_KINDS,
  type PartyKind,
  statementCsvRecords,
  statementFileName,
} from "../../domain/platformFigures";
import { notFound } from "../http/failure";
import { describeCall } from "../http/openapi";
import { validateQuery } from "../http/validate";
import { requirePlatformRole, requireRole, SELLER_CALL, STAFF_CALL, type StaffEnv } from "../staff/guard";
import { commissionsOf, platformNumbers, statementOf } from "./platform";
import { shopNumbers } from "./shop";

/** A CSV file to download, named `name`. */
function csvFile(c: Context, name: string, records: string[][]) {
  c.header("Content-Disposition", `attachment; filename="${name}"`);
  c.header("Cache-Control", "no-store");
  return c.body(toCsv(records), 200, { "Content-Type": "text/csv; charset=utf-8" });
}

const RANGE_ERRORS = { errors: [400, 401, 403, 404] };

/** The seller's numbers; mount at /api/seller. */
export const sellerNumbersRoutes = new Hono<StaffEnv>()
  .get(
    "/shops/:shopId/numbers",
    describeCall({
      summary:
        "The shop's sales, orders, average bill, payment methods, cancellations, returns and visits by day, week or month, beside the previous period's; best sellers; repeat buyers",
      answer: SellerNumbersResponse,
      ...SELLER_CALL,
      ...RANGE_ERRORS,
    }),
    requireRole("owner", "staff"),
    validateQuery(NumbersQuery),
    async (c) =>
      c.json<SellerNumbersResponse>(await shopNumbers(c.var.db, c.var.staff.shopId, c.req.valid("query"))),
  )
  .get(
    "/shops/:shopId/numbers.csv",
    describeCall({
      summary: "The shop's series of the range as a CSV, the previous period's beside it and a total row",
      answer: "csv",
      ...SELLER_CALL,
      ...RANGE_ERRORS,
    }),
    requireRole("owner", "staff"),
    validateQuery(NumbersQuery),
    async (c) => {
      const query = c.req.valid("query");
      const shopId = c.var.staff.shopId;
      const numbers = await shopNumbers(c.var.db, shopId, query);
      return csvFile(
        c,
        `${shopId}-numbers-${query.from}-to-${query.to}-by-${query.grain}.csv`,
        numbersCsvRecords(numbers),
      );
    },
  );

const master = requirePlatformRole("master");

/** The party a statement's path names; 404 for a kind there is not. */
function partyOf(c: Context): { kind: PartyKind; id: string } {
  const kind = v.safeParse(v.picklist(PARTY_KINDS), c.req.param("kind"));
  if (!kind.success) throw notFound("Kind of party (kiosk or franchise)", "kind");
  return { kind: kind.output, id: (c.req.param("id") ?? "").toLowerCase() };
}

/** The master admin's figures; mount at /api/platform. */
export const platformNumbersRoutes = new Hono<StaffEnv>()
  .get(
    "/numbers",
    describeCall({
      summary:
        "The platform's GMV and orders by day, week or month beside the previous period's, and its shops by channel (direct, kiosk, franchise)",
      answer: PlatformNumbersResponse,
      ...STAFF_CALL,
      errors: [400, 401, 403],
    }),
    master,
    validateQuery(NumbersQuery),
    async (c) => c.json<PlatformNumbersResponse>(await platformNumbers(c.var.db, c.req.valid("query"))),
  )
  .get(
    "/numbers.csv",
    describeCall({
      summary: "The platform's series of the range as a CSV, the previous period's beside it and a total row",
      answer: "csv",
      ...STAFF_CALL,
      errors: [400, 401, 403],
    }),
    master,
    validateQuery(NumbersQuery),
    async (c) => {
      const query = c.req.valid("query");
      const numbers = await platformNumbers(c.var.db, query);
      return csvFile(
        c,
        `platform-numbers-${query.from}-to-${query.to}-by-${query.grain}.csv`,
        numbersCsvRecords(numbers),
      );
    },
  )
  .get(
    "/commissions",
    describeCall({
      summary: "What the platform owes each kiosk operator and franchise for a month",
      answer: CommissionsResponse,
      ...STAFF_CALL,
      errors: [400, 401, 403],
    }),
    master,
    validateQuery(MonthQuery),
    async (c) => c.json<CommissionsResponse>(await commissionsOf(c.var.db, c.req.valid("query").month)),
  )
  .get(
    "/commissions/:kind/:id/statement",
    describeCall({
      summary: "A kiosk operator's or franchise's statement for a month, a row a shop",
      answer: StatementResponse,
      ...STAFF_CALL,
      errors: [400, 401, 403, 404],
    }),
    master,
    validateQuery(MonthQuery),
    async (c) => {
      const { kind, id } = partyOf(c);
      return c.json<StatementResponse>(await statementOf(c.var.db, kind, id, c.req.valid("query").month));
    },
  )
  .get(
    "/commissions/:kind/:id/statement.csv",
    describeCall({
      summary: "A kiosk operator's or franchise's statement for a month as a CSV, a row a shop and the total",
      answer: "csv",
      ...STAFF_CALL,
      errors: [400, 401, 403, 404],
    }),
    master,
    validateQuery(MonthQuery),
    async (c) => {
      const { kind, id } = partyOf(c);
      const { month } = c.req.valid("query");
      const statement = await statementOf(c.var.db, kind, id, month);
      return csvFile(
        c,
        statementFileName(kind, id, month),
        statementCsvRecords(kind, statement.rows, statement.party),
      );
    },
  );
