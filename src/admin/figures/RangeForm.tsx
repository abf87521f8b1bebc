/**
 * The range a figures screen shows: a preset (last 7 or 30 days, this or last
 * month, the last 12 months) or the dates typed, and how to cut it (by day,
 * ISO week or month). "Show" puts them in the address (?from=&to=&grain=,
 * with `keep`'s other parameters), so a reload or a shared link shows the same.
 */
import { useEffect, useId, useState } from "react";
import {
  type DayRange,
  type Grain,
  MAX_RANGE_DAYS,
  PRESETS,
  type PresetId,
  presetOf,
  presetRange,
  rangeProblem,
} from "../../domain/numbers";
import { replaceScreen } from "../router";
import { type StaffRouteName, staffHref } from "../routes";

const GRAIN_TITLES: Record<Grain, string> = { day: "Day", week: "Week (Monday to Sunday)", month: "Month" };

export function RangeForm({
  route,
  range,
  today,
  keep = {},
}: {
  route: Extract<StaffRouteName, "numbers" | "masterFigures">;
  range: DayRange & { grain: Grain };
  /** India's date today. */
  today: string;
  /** The address's other parameters, kept as they are. */
  keep?: Record<string, string>;
}) {
  const id = useId();
  const [typed, setTyped] = useState(range);
  const [problem, setProblem] = useState("");
  useEffect(() => setTyped(range), [range]);
  const preset = presetOf(typed, today);
  const choose = (value: PresetId | "custom") => {
    if (value !== "custom") setTyped(presetRange(value, today));
  };
  return (
    <form
      className="figures-range"
      aria-label="Range"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const refused = rangeProblem(typed.from, typed.to);
        setProblem(refused?.message ?? "");
        if (refused) return;
        replaceScreen(staffHref(route, {}, { ...keep, from: typed.from, to: typed.to, grain: typed.grain }));
      }}
    >
      <div className="console-field">
        <label htmlFor={`${id}-preset`}>Period</label>
        <select
          id={`${id}-preset`}
          value={preset}
          onChange={(e) => choose(e.target.value as PresetId | "custom")}
        >
          {PRESETS.map((p) => (
            <option key={p.id} value={p.id}>
              {p.label}
            </option>
          ))}
          <option value="custom">Dates of your own</option>
        </select>
      </div>
      <div className="console-field">
        <label htmlFor={`${id}-from`}>From</label>
        <input
          id={`${id}-from`}
          type="date"
          required
          max={today}
          value={typed.from}
          aria-describedby={`${id}-problem`}
          onChange={(e) => setTyped({ ...typed, from: e.target.value })}
        />
      </div>
      <div className="console-field">
        <label htmlFor={`${id}-to`}>To</label>
        <input
          id={`${id}-to`}
          type="date"
          required
          value={typed.to}
          aria-describedby={`${id}-problem`}
          onChange={(e) => setTyped({ ...typed, to: e.target.value })}
        />
      </div>
      <div className="console-field">
        <label htmlFor={`${id}-grain`}>By</label>
        <select
          id={`${id}-grain`}
          value={typed.grain}
          onChange={(e) => setTyped({ ...typed, grain: e.target.value as Grain })}
        >
          {(Object.keys(GRAIN_TITLES) as Grain[]).map((g) => (
            <option key={g} value={g}>
              {GRAIN_TITLES[g]}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button">
        Show
      </button>
      <p id={`${id}-problem`} className="console-field-error" role="alert">
        {problem}
      </p>
      <p className="console-hint">
        Beside each figure: the period of equal length just before (at most {MAX_RANGE_DAYS} days a range).
      </p>
    </form>
  );
}
