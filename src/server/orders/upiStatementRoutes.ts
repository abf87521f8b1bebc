/**
 * The seller's UPI statement calls, under /api/seller/shops/{shopId}
 * (issue 37; upiStatement.ts): POST /upi-statement takes the bank's or UPI
 * app's statement (text/csv, or a multipart form's field `file`) and answers
 * the matches it proposes, changing nothing; POST /upi-statement/confirm
 * marks the ticked ones paid. Owner and staff alike, as "Payment received".
 */
import { type Context, Hono } from "hono";
import { UpiConfirmRequest, UpiConfirmResponse, UpiStatementResponse } from "../../contract/upiStatement";
import { readStatement } from "../../domain/upiStatement";
import { STATEMENT_TOO_BIG, statementText } from "../../domain/upiStatementFile";
import { ApiFailure } from "../http/failure";
import { describeCall } from "../http/openapi";
import { validateJson } from "../http/validate";
import { requireRole, SELLER_CALL, type StaffEnv } from "../staff/guard";
import { confirmMatches, proposeMatches } from "./upiStatement";

/** The statement upload's path (app.ts gives it the statement-sized body limit). */
export const UPI_STATEMENT_PATH = /^\/api\/seller\/shops\/[^/]+\/upi-statement$/;

/** The types a statement's CSV is sent as: browsers on Windows call a .csv "application/vnd.ms-excel". */
const CSV_TYPES =
  /^(text\/(csv|plain|tab-separated-values)|application\/(csv|vnd\.ms-excel|octet-stream))\s*(;|$)/i;

/** The uploaded file's bytes: the body itself, or the multipart field `file`. */
async function uploaded(c: Context<StaffEnv>): Promise<Uint8Array> {
  const type = c.req.header("content-type") ?? "";
  if (/^multipart\/form-data\s*;/i.test(type)) {
    const form = await c.req.parseBody().catch(() => null);
    if (!form) throw new ApiFailure(400, "Invalid body: not a multipart form", "body");
    const file = form.file;
    if (!(file instanceof File))
      throw new ApiFailure(400, "Choose the statement's CSV file to upload", "file");
    return new Uint8Array(await file.arrayBuffer());
  }
  if (!CSV_TYPES.test(type)) {
    throw new ApiFailure(
      415,
      "Send the statement as a CSV file: Content-Type text/csv, or a multipart form with the field file",
      "body",
    );
  }
  return new Uint8Array(await c.req.arrayBuffer());
}

/** The UPI statement sub-app; mount at /api/seller. */
export const upiStatementRoutes = new Hono<StaffEnv>()
  .post(
    "/shops/:shopId/upi-statement",
    describeCall({
      summary:
        "Matches a bank's or UPI app's statement (CSV, at most 1 MB and 5,000 rows) to the shop's UPI orders waiting for their money: proposes, changes nothing",
      answer: UpiStatementResponse,
      csvBody: true,
      ...SELLER_CALL,
      errors: [401, 403, 404, 422],
    }),
    requireRole("owner", "staff"),
    async (c) => {
      const file = statementText(await uploaded(c));
      if (!file.ok)
        throw new ApiFailure(file.message === STATEMENT_TOO_BIG ? 413 : 422, file.message, "file");
      const read = readStatement(file.text);
      if (!read.ok) throw new ApiFailure(422, read.message, "file");
      c.header("Cache-Control", "no-store");
      return c.json<UpiStatementResponse>(await proposeMatches(c.var.db, c.var.staff.shopId, read.statement));
    },
  )
  .post(
    "/shops/:shopId/upi-statement/confirm",
    describeCall({
      summary:
        "Marks the ticked matches' UPI payments received (the statement's UTR kept where the order had none), each audited; a placement paid already is skipped and said",
      answer: UpiConfirmResponse,
      ...SELLER_CALL,
    }),
    requireRole("owner", "staff"),
    validateJson(UpiConfirmRequest),
    async (c) => {
      const { matches } = c.req.valid("json");
      const results = await confirmMatches(c.var.db, c.var.staff.shopId, matches, c.var.actor);
      return c.json<UpiConfirmResponse>({ results });
    },
  );
