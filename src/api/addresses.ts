/**
 * The checkout's address call, apart from the other customer calls
 * (customer.ts): its form's checks and bounds load with the bag, not on
 * every screen that reads the customer.
 */
import * as v from "valibot";
import { AddAddressRequest, UserDataResponse } from "../contract/customer";
import type { UserData } from "../contract/userData";
import { authHttp } from "./authHttp";

/**
 * POST /customer/addaddress (Bearer token): saves the checkout's address form
 * (the server checks it in the spec's order) and gives the refreshed user data.
 * A refused form rejects with HTTPError, whose `data` is the API's error body.
 */
export async function addAddress(form: AddAddressRequest & { email: string }): Promise<UserData> {
  const json = v.parse(AddAddressRequest, form);
  return (await authHttp.post("customer/addaddress", { json }).json(UserDataResponse)).response;
}
