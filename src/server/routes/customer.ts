/**
 * Customer calls under /customer (SPEC §7 and the calls it leaves open).
 * Each needs a Bearer token (customerAuth) and acts only for the email it
 * proves (ownEmail, else 403); each answers `{ response: userData }`.
 */
import { type Context, Hono } from "hono";
import {
  AddAddressRequest,
  DeleteAddressRequest,
  GetCustomerRequest,
  UpdateAddressRequest,
  UpdateCustomerRequest,
  UserDataRequest,
  type UserDataResponse,
} from "../../contract/customer";
import { composeAddress, validateAddress } from "../../domain/address";
import { addAddress, deleteAddress } from "../addresses";
import type { AppEnv } from "../context";
import { getUserData, updateCustomer } from "../customers";
import { ApiFailure } from "../failure";
import { type CustomerEnv, customerAuth, ownEmail } from "../guards";
import { validateJson } from "../validate";

/** Longest composed address the form may produce. */
const MAX_ADDRESS_LENGTH = 500;

/** The `{ response: userData }` answer for the caller. */
async function userData(c: Context<CustomerEnv>, email: string) {
  return c.json<UserDataResponse>({ response: await getUserData(c.var.db, email, c.var.config.siteUrl) });
}

export const customerRoutes = new Hono<AppEnv>()
  .post("/getcustomer", customerAuth, validateJson(GetCustomerRequest), async (c) => {
    const { email } = c.req.valid("json");
    ownEmail(c, email);
    return userData(c, email);
  })
  .post("/userdata", customerAuth, validateJson(UserDataRequest), async (c) => {
    const { email } = c.req.valid("json");
    ownEmail(c, email);
    return userData(c, email);
  })
  .post("/updatecustomer", customerAuth, validateJson(UpdateCustomerRequest), async (c) => {
    const { email, name, phoneNumber } = c.req.valid("json");
    ownEmail(c, email);
    await updateCustomer(c.var.db, email, { name, phoneNumber });
    return userData(c, email);
  })
  .post("/updateaddress", customerAuth, validateJson(UpdateAddressRequest), async (c) => {
    const { email, address, addressType, makeDefault } = c.req.valid("json");
    ownEmail(c, email);
    await addAddress(c.var.db, email, { fullAddress: address, addressType, makeDefault });
    return userData(c, email);
  })
  .post("/addaddress", customerAuth, validateJson(AddAddressRequest), async (c) => {
    const { email, addressType, makeDefault, ...form } = c.req.valid("json");
    ownEmail(c, email);
    const invalid = validateAddress(form);
    if (invalid) throw new ApiFailure(400, invalid.message, invalid.field);
    const fullAddress = composeAddress(form);
    if (fullAddress.length > MAX_ADDRESS_LENGTH) throw new ApiFailure(400, "Address is too long", "address");
    await addAddress(c.var.db, email, { fullAddress, addressType, makeDefault }, "fullName");
    return userData(c, email);
  })
  .post("/deleteaddress", customerAuth, validateJson(DeleteAddressRequest), async (c) => {
    const { email, addressKey } = c.req.valid("json");
    ownEmail(c, email);
    await deleteAddress(c.var.db, email, addressKey);
    return userData(c, email);
  });
