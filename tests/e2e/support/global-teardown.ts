/** Stops every server the e2e run started (and the prod stack's PostgreSQL cluster). */
import { stopPostgres } from "../../../scripts/prod/stack";
import { API_SERVERS, e2eCluster, STACK, stopServer } from "./servers";

export default async function globalTeardown() {
  await Promise.all(["web", ...API_SERVERS, "auth", "nginx", "stub"].map(stopServer));
  if (STACK === "prod") stopPostgres(e2eCluster);
}
