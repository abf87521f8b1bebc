/** Stops every server the e2e run started. */
import { stopServer } from "./servers";

export default async function globalTeardown() {
  await Promise.all(["web", "api", "auth"].map(stopServer));
}
