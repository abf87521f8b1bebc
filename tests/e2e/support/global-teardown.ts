/** Stops every server the e2e run started (and the prod stack's PostgreSQL cluster). */
import { stopPostgres } from "../../../scripts/prod/stack";
import { API_SERVERS, e2eCluster, STACK, stopServer } from "./servers";

export default async function globalTeardown() {
  const prometheus = STACK === "prod" ? ["prometheus", "node-exporter"] : [];
  await Promise.all(["web", ...API_SERVERS, "auth", "nginx", "stub", ...prometheus].map(stopServer));
  if (STACK === "prod") stopPostgres(e2eCluster);
}
