/**
 * Who the seller's calls act for: the console registers how to get the
 * seller's Bearer token and what to do on a 401 (src/auth/sellerToken.ts).
 * Apart from the seller's client (sellerHttp.ts), so the console's shell
 * registers them at start without loading the HTTP client.
 */

/** The signed-in seller's Firebase ID token, or null when nobody is signed in. */
export type SellerTokenProvider = () => Promise<string | null>;

let provider: SellerTokenProvider = async () => null;
let onUnauthorized: () => void = () => {};

/** Lets the console attach the seller's token to every seller call and hear of a 401. */
export function setSellerAuth(token: SellerTokenProvider, unauthorized: () => void): void {
  provider = token;
  onUnauthorized = unauthorized;
}

/** The seller's current token (the client asks before each call). */
export const sellerToken = (): Promise<string | null> => provider();

/** Tells the console that a seller call answered 401. */
export const reportSellerUnauthorized = (): void => onUnauthorized();
