import { mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { vapidProblem } from "../../src/domain/messages/push";
import { devVapidKeys } from "./vapid";

describe("devVapidKeys (npm start's web push keys)", () => {
  it("makes a pair on first use, kept readable by its owner only, and gives the same pair after", () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "vapid-")), "data", "vapid-dev.json");
    const first = devVapidKeys(file);
    expect(vapidProblem(first.publicKey, first.privateKey, "mailto:dev@localhost.in")).toBeNull();
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(devVapidKeys(file)).toEqual(first);
    expect(JSON.parse(readFileSync(file, "utf8"))).toEqual(first);
  });

  it("makes a new pair when the file is unreadable or holds no valid pair", () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "vapid-")), "vapid-dev.json");
    writeFileSync(file, "not json");
    const made = devVapidKeys(file);
    expect(vapidProblem(made.publicKey, made.privateKey, "mailto:dev@localhost.in")).toBeNull();
    writeFileSync(file, JSON.stringify({ publicKey: "short", privateKey: "short" }));
    expect(devVapidKeys(file).publicKey).not.toBe("short");
  });
});
