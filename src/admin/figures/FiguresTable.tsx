/**
 * A table of figures (the seller's Numbers, the master admin's Figures): a
 * row heading, then amounts (right-aligned), then any plain cells, in a
 * region that scrolls sideways on a phone (TableRegion).
 */
import type { ReactNode } from "react";
import { TableRegion } from "./TableRegion";

export interface FiguresRow {
  key: string;
  /** The row's heading cell. */
  head: ReactNode;
  amounts: ReactNode[];
  /** Cells after the amounts (a button). */
  tail?: ReactNode[];
}

export function FiguresTable({
  label,
  head,
  amounts,
  tail = [],
  rows,
}: {
  /** The scrolling region's name ("Best sellers: table"). */
  label: string;
  /** The row headings' column. */
  head: string;
  amounts: string[];
  tail?: string[];
  rows: FiguresRow[];
}) {
  return (
    <TableRegion label={label}>
      <table>
        <thead>
          <tr>
            <th scope="col">{head}</th>
            {amounts.map((a) => (
              <th key={a} scope="col" className="figures-amount">
                {a}
              </th>
            ))}
            {tail.map((t) => (
              <th key={t} scope="col">
                {t}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key}>
              <th scope="row">{r.head}</th>
              {r.amounts.map((a, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a column's place is its identity
                <td key={i} className="figures-amount">
                  {a}
                </td>
              ))}
              {(r.tail ?? []).map((t, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a column's place is its identity
                <td key={i}>{t}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableRegion>
  );
}
