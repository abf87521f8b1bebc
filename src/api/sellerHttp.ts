import { http } from "./http";
import { reportSellerUnauthorized, sellerToken } from "./sellerAuth";

/**
 * The client for every staff call (sellers', support, master and kiosk
 * screens, /api/staff): the one client, with the signed-in person's Firebase
 * ID token as Bearer and a 401 reported to the staff app (sellerAuth.ts),
 * which ends its session with a notice. Apart from the customer's client: a
 * shopper and a staff member are different people, and the staff app never
 * loads the shop's code.
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

/** The same client, by the name the platform staff's screens use. */
export const staffHttp = sellerHttp;
