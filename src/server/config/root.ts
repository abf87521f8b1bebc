/** Where the repository is on disk, for the default data, upload and public folders. */
import { fileURLToPath } from "node:url";

/** The repository root (three levels above this file). */
export const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));
