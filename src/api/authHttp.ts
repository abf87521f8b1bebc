import { http } from "./http";
import { currentToken, reportUnauthorized } from "./token";

/**
 * The client for customer calls: the one client, with the customer's Bearer
 * token and a 401 reported to the sign-in code. Its own module, so the
 * storefront's first load (public calls only) does not carry it.
 */
export const authHttp = http.extend({
  hooks: {
    beforeRequest: [
      async ({ request }) => {
        if (request.headers.has("Authorization")) return;
        const token = await currentToken();
        if (token) request.headers.set("Authorization", `Bearer ${token}`);
      },
    ],
    afterResponse: [
      ({ response }) => {
        if (response.status === 401) reportUnauthorized();
      },
    ],
  },
});
