/**
 * Figures of a range, each with the previous period's beside it and how
 * much it moved ("₹12,400 · before ₹10,000, +24 %").
 */
import { changeText } from "../../domain/numbers";

export interface ComparedFigure {
  name: string;
  now: number;
  before: number;
  /** How a value is written (₹ with Indian grouping, a count, a share). */
  format: (value: number) => string;
}

export function Compared({ figures }: { figures: ComparedFigure[] }) {
  return (
    <dl className="figures-numbers">
      {figures.map((f) => (
        <div key={f.name}>
          <dt>{f.name}</dt>
          <dd>
            {f.format(f.now)}
            <span className="figures-before">
              before {f.format(f.before)}, {changeText(f.now, f.before)}
            </span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
