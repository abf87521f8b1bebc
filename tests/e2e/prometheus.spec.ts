/**
 * Prometheus in the production topology (issue 38; E2E_STACK=prod only, beside the faults:
 * playwright.config.ts): it reads both replicas, the web server and the node exporter with the
 * scraper's token, and evaluates the alert rules of ops/prometheus/alerts.yml, none firing on a
 * healthy stack (what makes each fire: promtool's rule tests, scripts/prod/prometheus.test.ts).
 */
import { expect, test } from "@playwright/test";
import { prodPorts } from "../../scripts/prod/stack";
import { env } from "./support/servers";

test("Prometheus reads every replica, the web server and the disks, with the alert rules loaded and none firing", async ({
  request,
}) => {
  const prometheus = `http://127.0.0.1:${prodPorts(env).prometheus}`;
  const ports = prodPorts(env);
  const expected = [
    ...ports.replicas.map((p) => `api 127.0.0.1:${p}`),
    `web 127.0.0.1:${ports.webUpstream}`,
    `node 127.0.0.1:${ports.nodeExporter}`,
    `prometheus 127.0.0.1:${ports.prometheus}`,
  ].sort();
  type Targets = { data: { activeTargets: { labels: { job: string; instance: string }; health: string }[] } };
  await expect
    .poll(
      async () => {
        const { data } = (await (await request.get(`${prometheus}/api/v1/targets`)).json()) as Targets;
        return data.activeTargets
          .filter((t) => t.health === "up")
          .map((t) => `${t.labels.job} ${t.labels.instance}`)
          .sort();
      },
      { timeout: 20_000 },
    )
    .toEqual(expected);
  type Rules = { data: { groups: { rules: { name: string; health: string; state: string }[] }[] } };
  const { data } = (await (await request.get(`${prometheus}/api/v1/rules`)).json()) as Rules;
  const rules = data.groups.flatMap((g) => g.rules);
  expect(rules).toHaveLength(11);
  expect(rules.filter((r) => r.health !== "ok")).toEqual([]);
  expect(rules.filter((r) => r.state === "firing").map((r) => r.name)).toEqual([]);
});
