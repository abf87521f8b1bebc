/**
 * Runs before each API test file (vitest.config.ts setupFiles). The files of
 * a worker share its modules (isolate: false), so what the support modules
 * keep between a file's tests starts empty for the next file, as if the file
 * ran alone: its people sign in afresh (tokens.ts).
 */
import { forgetAllTokens } from "./tokens";

forgetAllTokens();
