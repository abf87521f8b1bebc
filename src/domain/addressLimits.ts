/**
 * How long an address and its fields may be: its own module, so the API
 * contract (src/contract/customer.ts) takes these numbers without the
 * address form's checks (address.ts), which load with the bag only.
 */

/** The longest saved address string (POST /customer/updateaddress takes no more). */
export const MAX_ADDRESS_LENGTH = 560;

/**
 * The longest each field may be, in characters: the form stops typing there
 * and the API refuses more. Together, with the +91- prefix and separators,
 * they compose to at most MAX_ADDRESS_LENGTH (address.test.ts holds it).
 */
export const ADDRESS_LIMITS = {
  fullName: 80,
  address: 200,
  city: 50,
  district: 50,
  state: 50,
  country: 50,
  pincode: 10,
  phoneNumber: 20,
} as const satisfies Record<string, number>;
