/**
 * The franchise calls (/api/franchise, src/contract/franchise.ts), one typed
 * function each, over the staff client (the signed-in person's Firebase ID
 * token as Bearer; a 401 ends the staff app's session).
 */
import {
  type CommissionRequest,
  FranchiseAnswer,
  FranchiseResponse,
  FranchiseRidersResponse,
  type FranchiseShopRequest,
  type FranchiseSignUpRequest,
  type RiderRequest,
} from "../contract/franchise";
import { staffHttp } from "./staffHttp";

/** Writes are never repeated by the client. */
const once = { retry: 0 } as const;

/** POST /api/franchise/signup: the signed-in person's franchise, live at once. */
export const signUpFranchise = (request: FranchiseSignUpRequest) =>
  staffHttp.post("api/franchise/signup", { json: request, ...once }).json(FranchiseResponse);

/** GET /api/franchise: the owner's franchise, its shops and riders. */
export const myFranchise = () => staffHttp.get("api/franchise").json(FranchiseResponse);

/** POST /api/franchise/shops: a storefront of the franchise; answers the franchise. */
export const addFranchiseShop = (shop: FranchiseShopRequest) =>
  staffHttp.post("api/franchise/shops", { json: shop, ...once }).json(FranchiseResponse);

/** PUT /api/franchise/commission. */
export const setCommission = (request: CommissionRequest) =>
  staffHttp.put("api/franchise/commission", { json: request, ...once }).json(FranchiseAnswer);

const riderPath = (riderId: number) => `api/franchise/riders/${riderId}`;

/** POST /api/franchise/riders: answers the riders. */
export const addRider = (rider: RiderRequest) =>
  staffHttp.post("api/franchise/riders", { json: rider, ...once }).json(FranchiseRidersResponse);

/** PUT /api/franchise/riders/{riderId}: answers the riders. */
export const editRider = (riderId: number, rider: RiderRequest) =>
  staffHttp.put(riderPath(riderId), { json: rider, ...once }).json(FranchiseRidersResponse);

/** DELETE /api/franchise/riders/{riderId}: answers the riders left. */
export const removeRider = (riderId: number) =>
  staffHttp.delete(riderPath(riderId), once).json(FranchiseRidersResponse);
