/**
 * The profile's calls (SPEC §7 updatecustomer, updateaddress, deleteaddress):
 * each answers the refreshed user data. A refused call rejects with
 * HTTPError, whose `data` is the API's error body. Loaded with the profile.
 */
import * as v from "valibot";
import {
  DeleteAddressRequest,
  UpdateAddressRequest,
  UpdateCustomerRequest,
  UserDataResponse,
} from "../contract/customer";
import type { UserData } from "../contract/userData";
import { authHttp } from "./authHttp";

const post = async (path: string, json: unknown): Promise<UserData> =>
  (await authHttp.post(path, { json }).json(UserDataResponse)).response;

/** POST /customer/updatecustomer: the customer's name and contact phone. */
export function updateCustomer(body: v.InferInput<typeof UpdateCustomerRequest>): Promise<UserData> {
  return post("customer/updatecustomer", v.parse(UpdateCustomerRequest, body));
}

/** POST /customer/updateaddress: a new address (no addressKey) or a change to a saved one. */
export function updateAddress(body: UpdateAddressRequest): Promise<UserData> {
  return post("customer/updateaddress", v.parse(UpdateAddressRequest, body));
}

/** POST /customer/deleteaddress: deletes a saved address (the default passes to another). */
export function deleteAddress(email: string, addressKey: string): Promise<UserData> {
  return post("customer/deleteaddress", v.parse(DeleteAddressRequest, { email, addressKey }));
}
