/**
 * A chart of a figures screen (the seller's numbers, the platform's), drawn
 * by uPlot: a small, kept canvas chart library (docs/dependencies.md),
 * fetched with the first chart a screen draws and never before (a chunk of
 * its own). The canvas is a picture for the eye
 * (aria-hidden); the same figures are a table for a screen reader, under
 * it and visually hidden. It takes its box's width (a 390 px phone's too)
 * and follows it; axis labels in rupees are short (₹12.5k, ₹3.4 L).
 */
import { useEffect, useId, useRef, useState } from "react";
import type uPlot from "uplot";
import { shortInr } from "../../domain/numbers";
// Stylesheets as every screen's: the build puts them in the staff pages (uPlot's is 1.6 KB, without its script).
import "uplot/dist/uPlot.min.css";
import "./figures.css";

/** A line of a chart: its name, its values by bucket, and whether it is the previous period's (dashed). */
export interface ChartLine {
  name: string;
  values: number[];
  previous?: boolean;
}

const HEIGHT = 200;

/** The library, loaded once by the first chart that needs it. */
let library: Promise<typeof uPlot> | undefined;
function loadLibrary(): Promise<typeof uPlot> {
  library ??= import("uplot").then((m) => m.default);
  return library;
}

/** The colours the lines are drawn in: the site's own, read from its tokens where it has them. */
function colours(element: Element): string[] {
  const style = getComputedStyle(element);
  const token = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return [token("--brand-strong", "#08553d"), token("--accent", "#b34d00"), "#5b4a9e"];
}

export function Chart({
  title,
  keys,
  labels,
  lines,
  money,
  format,
}: {
  title: string;
  /** Each bucket's own key (its first day). */
  keys: string[];
  /** Each bucket's name (the x axis and the table's first column). */
  labels: string[];
  lines: ChartLine[];
  /** The values are rupees. */
  money: boolean;
  /** How the table writes a value (₹ with Indian grouping, or a count). */
  format: (value: number) => string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const id = useId();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const target = box.current;
    if (!target) return;
    let chart: uPlot | undefined;
    let gone = false;
    const resize = new ResizeObserver(() => chart?.setSize({ width: target.clientWidth, height: HEIGHT }));
    loadLibrary().then(
      (UPlot) => {
        if (gone) return;
        const [current = "#08553d", ...others] = colours(target);
        let other = 0;
        const axis = { stroke: "#3d3d3d", grid: { stroke: "#e3e3e3", width: 1 }, ticks: { show: false } };
        chart = new UPlot(
          {
            width: target.clientWidth,
            height: HEIGHT,
            legend: { show: false },
            cursor: { drag: { x: false, y: false } },
            scales: { x: { time: false } },
            axes: [
              {
                ...axis,
                grid: { show: false },
                incrs: [1, 2, 3, 5, 7, 10, 14, 15, 30, 60, 90],
                values: (_u, splits) => splits.map((i) => (Number.isInteger(i) ? (labels[i] ?? "") : "")),
              },
              {
                ...axis,
                size: 64,
                values: (_u, splits) => splits.map((v) => (money ? shortInr(v) : String(v))),
              },
            ],
            series: [
              {},
              ...lines.map((line) => ({
                label: line.name,
                stroke: line.previous
                  ? "#6b6b6b"
                  : lines.indexOf(line) === 0
                    ? current
                    : (others[other++] ?? current),
                width: 2,
                ...(line.previous ? { dash: [6, 4] } : {}),
                points: { show: labels.length <= 31 },
              })),
            ],
          },
          [labels.map((_, i) => i), ...lines.map((l) => l.values)],
          target,
        );
        resize.observe(target);
      },
      () => setFailed(true),
    );
    return () => {
      gone = true;
      resize.disconnect();
      chart?.destroy();
    };
  }, [labels, lines, money]);

  return (
    <figure className="console-card figures-chart" aria-labelledby={`${id}-title`}>
      <figcaption>
        <h2 id={`${id}-title`}>{title}</h2>
        <ul className="figures-legend">
          {lines.map((line, i) => (
            <li key={line.name} data-line={line.previous ? "previous" : String(i)}>
              {line.name}
            </li>
          ))}
        </ul>
      </figcaption>
      <div ref={box} className="figures-canvas" aria-hidden="true" />
      {failed ? (
        <p className="console-hint">The chart could not be drawn; its figures are in the table.</p>
      ) : null}
      {/* Hidden by its box: a table is as wide as its cells whatever its own width says. */}
      <div className="console-visually-hidden">
        <table className="figures-table">
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">Period</th>
              {lines.map((line) => (
                <th scope="col" key={line.name}>
                  {line.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {labels.map((label, i) => (
              <tr key={keys[i] ?? label}>
                <th scope="row">{label}</th>
                {lines.map((line) => (
                  <td key={line.name}>{format(line.values[i] ?? 0)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
