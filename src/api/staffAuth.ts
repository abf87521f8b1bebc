/**
 * Who the staff calls act for: the staff app registers how to get the
 * person's Bearer token and what to do on a 401 (src/auth/staffToken.ts).
 * Apart from the staff client (staffHttp.ts), so the staff app's shell
 * registers them at start without loading the HTTP client.
 */

/** The signed-in staff member's Firebase ID token, or null when nobody is signed in. */
export type StaffTokenProvider = () => Promise<string | null>;

let provider: StaffTokenProvider = async () => null;
let onUnauthorized: () => void = () => {};

/** Lets the console attach the seller's token to every seller call and hear of a 401. */
export function setStaffAuth(token: StaffTokenProvider, unauthorized: () => void): void {
  provider = token;
  onUnauthorized = unauthorized;
}

/** The seller's current token (the client asks before each call). */
export const staffToken = (): Promise<string | null> => provider();

/** Tells the console that a seller call answered 401. */
export const reportStaffUnauthorized = (): void => onUnauthorized();
