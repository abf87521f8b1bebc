import { http } from "./http";
import { reportStaffUnauthorized, staffToken } from "./staffAuth";

/**
 * The client for every staff call (sellers', support, master and kiosk
 * screens, /api/staff): the one client, with the signed-in person's Firebase
 * ID token as Bearer and a 401 reported to the staff app (staffAuth.ts),
 * which ends its session with a notice. Apart from the customer's client: a
 * shopper and a staff member are different people, and the staff app never
 * loads the shop's code.
 */
export const staffHttp = http.extend({
  hooks: {
    beforeRequest: [
      async ({ request }) => {
        const idToken = await staffToken();
        if (idToken) request.headers.set("Authorization", `Bearer ${idToken}`);
      },
    ],
    afterResponse: [
      ({ response }) => {
        if (response.status === 401) reportStaffUnauthorized();
      },
    ],
  },
});
