import { http } from "./http";
import { reportSellerUnauthorized, sellerToken } from "./sellerAuth";

/**
 * The client for the seller's calls (/Admin): the one client, with the
 * signed-in seller's Firebase ID token as Bearer and a 401 reported to the
 * console (sellerAuth.ts). Apart from the customer's client: a shopper and a
 * seller are different people, and the console never loads the shop's code.
 */
export const sellerHttp = http.extend({
  hooks: {
    beforeRequest: [
      async ({ request }) => {
        const idToken = await sellerToken();
        if (idToken) request.headers.set("Authorization", `Bearer ${idToken}`);
      },
    ],
    afterResponse: [
      ({ response }) => {
        if (response.status === 401) reportSellerUnauthorized();
      },
    ],
  },
});
