/**
 * The master admin's figures (issue 37, part 4), not persisted: the
 * platform's GMV and shops by channel for a range, what each kiosk operator
 * and franchise is owed for a month, and one's statement; each held for what
 * it was loaded for, with the CSV files to save.
 */
import {
  getCommissions,
  getPlatformNumbers,
  getPlatformNumbersFile,
  getStatement,
  getStatementFile,
  type RangeAsked,
} from "../api/numbers";
import type { CommissionsResponse, PlatformNumbersResponse, StatementResponse } from "../contract/numbers";
import { type PartyKind, statementFileName } from "../domain/platformFigures";
import { fileOf, keyedAnswer } from "./figures";

export const FIGURES_FAILED = "Could not load the figures. Check your connection and try again.";
export const COMMISSIONS_FAILED = "Could not load the commissions. Check your connection and try again.";
export const STATEMENT_FAILED = "Could not load the statement. Check your connection and try again.";

const figures = keyedAnswer<PlatformNumbersResponse, [RangeAsked]>(
  getPlatformNumbers,
  ({ from, to, grain }) => `${from}|${to}|${grain}`,
  FIGURES_FAILED,
);
export const $platformNumbers = figures.$held;
export const platformNumbersFor = figures.stateFor;
export const loadPlatformNumbers = figures.load;

const commissions = keyedAnswer<CommissionsResponse, [string]>(
  getCommissions,
  (month) => month,
  COMMISSIONS_FAILED,
);
export const $commissions = commissions.$held;
export const commissionsFor = commissions.stateFor;
export const loadCommissions = commissions.load;

const statements = keyedAnswer<StatementResponse, [PartyKind, string, string]>(
  getStatement,
  (kind, id, month) => `${kind}|${id}|${month}`,
  STATEMENT_FAILED,
);
export const $statement = statements.$held;
export const statementFor = statements.stateFor;
export const loadStatement = statements.load;

/** The platform's series as a CSV: "platform-numbers-2026-11-01-to-2026-11-30-by-day.csv". */
export const platformNumbersFile = (asked: RangeAsked) =>
  fileOf(
    () => getPlatformNumbersFile(asked),
    `platform-numbers-${asked.from}-to-${asked.to}-by-${asked.grain}.csv`,
  );

/** One's statement as a CSV: "franchise-jaipur-north-2026-11-statement.csv". */
export const statementFile = (kind: PartyKind, id: string, month: string) =>
  fileOf(() => getStatementFile(kind, id, month), statementFileName(kind, id, month));
