/**
 * The numbers' calls (issue 37, part 4; src/contract/numbers.ts): the
 * seller's for a shop, the master admin's for the platform, one typed
 * function each over the staff client. A CSV is fetched (the Bearer token
 * is needed), not linked.
 */
import {
  CommissionsResponse,
  PlatformNumbersResponse,
  SellerNumbersResponse,
  StatementResponse,
} from "../contract/numbers";
import type { Grain } from "../domain/numbers";
import type { PartyKind } from "../domain/platformFigures";
import { staffHttp } from "./staffHttp";

/** A range and how to cut it: what both series calls take. */
export interface RangeAsked {
  from: string;
  to: string;
  grain: Grain;
}

const shop = (shopId: string) => `api/seller/shops/${encodeURIComponent(shopId)}`;
const range = ({ from, to, grain }: RangeAsked) => ({ searchParams: { from, to, grain } });
const file = { timeout: 60_000 } as const;

/** GET …/numbers: the shop's series beside the previous period's, best sellers, repeat buyers. */
export const getSellerNumbers = (shopId: string, asked: RangeAsked) =>
  staffHttp.get(`${shop(shopId)}/numbers`, range(asked)).json(SellerNumbersResponse);

/** GET …/numbers.csv: the same series as a CSV file. */
export const getSellerNumbersFile = (shopId: string, asked: RangeAsked) =>
  staffHttp.get(`${shop(shopId)}/numbers.csv`, { ...range(asked), ...file }).blob();

/** GET /api/platform/numbers: the platform's GMV beside the previous period's, and shops by channel. */
export const getPlatformNumbers = (asked: RangeAsked) =>
  staffHttp.get("api/platform/numbers", range(asked)).json(PlatformNumbersResponse);

/** GET /api/platform/numbers.csv: the platform's series as a CSV file. */
export const getPlatformNumbersFile = (asked: RangeAsked) =>
  staffHttp.get("api/platform/numbers.csv", { ...range(asked), ...file }).blob();

/** GET /api/platform/commissions?month=: what each kiosk operator and franchise is owed for the month. */
export const getCommissions = (month: string) =>
  staffHttp.get("api/platform/commissions", { searchParams: { month } }).json(CommissionsResponse);

const statement = (kind: PartyKind, id: string) =>
  `api/platform/commissions/${kind}/${encodeURIComponent(id)}/statement`;

/** GET …/commissions/{kind}/{id}/statement?month=: one's statement, a row a shop. */
export const getStatement = (kind: PartyKind, id: string, month: string) =>
  staffHttp.get(statement(kind, id), { searchParams: { month } }).json(StatementResponse);

/** GET …/statement.csv?month=: the statement as a CSV file. */
export const getStatementFile = (kind: PartyKind, id: string, month: string) =>
  staffHttp.get(`${statement(kind, id)}.csv`, { searchParams: { month }, ...file }).blob();
