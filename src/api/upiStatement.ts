/**
 * The UPI statement calls (issue 37; src/contract/upiStatement.ts), over
 * the staff client: the statement's file sent as it is (the server tells a
 * CSV from a PDF or a workbook), and the ticked matches confirmed. Never
 * retried: a confirmation marks payments.
 */
import { type UpiConfirmRequest, UpiConfirmResponse, UpiStatementResponse } from "../contract/upiStatement";
import { staffHttp } from "./staffHttp";

const statement = (shopId: string) => `api/seller/shops/${encodeURIComponent(shopId)}/upi-statement`;
const once = { retry: 0, timeout: 60_000 } as const;

/** POST …/upi-statement: the matches the statement proposes, the credits left, the orders still waiting. */
export const uploadUpiStatement = (shopId: string, file: Blob) =>
  staffHttp
    .post(statement(shopId), { body: file, headers: { "content-type": "text/csv" }, ...once })
    .json(UpiStatementResponse);

/** POST …/upi-statement/confirm: marks the ticked matches paid, each one's outcome in order. */
export const confirmUpiStatement = (shopId: string, matches: UpiConfirmRequest["matches"]) =>
  staffHttp.post(`${statement(shopId)}/confirm`, { json: { matches }, ...once }).json(UpiConfirmResponse);
