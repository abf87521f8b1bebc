import { describe, expect, it } from "vitest";
import { medianDecided, medianRun } from "./median";

const median3 = (scores: number[]) => [...scores].sort((a, b) => a - b)[1] as number;

describe("the audit's median of three", () => {
  it("is decided by two runs on the same side of the target, not by two that disagree", () => {
    expect(medianDecided([100, 100], 100, 3)).toBe(true);
    expect(medianDecided([97, 95], 98, 3)).toBe(true);
    expect(medianDecided([100, 99], 100, 3)).toBe(false);
    expect(medianDecided([99, 100], 100, 3)).toBe(false);
    expect(medianDecided([100], 100, 3)).toBe(false);
    expect(medianDecided([100, 99, 99], 100, 3)).toBe(true);
  });

  it("gives the verdict all three runs would give, whatever the third run scores", () => {
    for (const a of [97, 98, 99, 100])
      for (const b of [97, 98, 99, 100])
        for (const c of [97, 98, 99, 100]) {
          const target = 99;
          const made = medianDecided([a, b], target, 3) ? [a, b] : [a, b, c];
          const run = made[medianRun(made, target, 3)] as number;
          expect(run >= target, `${a}/${b}/${c}`).toBe(median3([a, b, c]) >= target);
        }
  });

  it("stands for the median by the run nearest the target on the verdict's side", () => {
    expect(medianRun([100, 100], 100, 3)).toBe(0);
    expect(medianRun([97, 96], 98, 3)).toBe(0);
    expect(medianRun([93, 96], 98, 3)).toBe(1);
    expect(medianRun([92, 99, 95], 98, 3)).toBe(2);
    expect(() => medianRun([100, 99], 100, 3)).toThrow(/do not decide/);
  });
});
