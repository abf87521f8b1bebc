/**
 * Linking the other sign-in method to a customer (POST /customer/link): a
 * Google shopper adds their phone, a phone shopper their Google account, so
 * either sign-in opens the same history. The rule is the domain's
 * (`planLink`); here it runs under the customer's row lock, and the unique
 * indexes on the linked columns settle a race with another customer.
 */
import { eq } from "drizzle-orm";
import {
  customerSignIns,
  EMAIL_TAKEN,
  PHONE_TAKEN,
  planLink,
  type SignIns,
} from "../../domain/customerSignIn";
import { customersNamedBy } from "../auth/customers";
import type { Db } from "../db/connection";
import { customers } from "../db/schema";
import { uniqueViolation } from "../db/unique";
import { ApiFailure } from "../http/failure";

/** Links what `proof` proves to the customer `key`; 409 naming the field when it is refused. */
export async function linkSignIn(db: Db, key: string, proof: SignIns): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ linkedEmail: customers.linkedEmail, linkedPhone: customers.linkedPhone })
        .from(customers)
        .where(eq(customers.email, key))
        .for("update");
      if (!row) throw new ApiFailure(404, "Customer not found", "email");
      const mine = customerSignIns(key, row.linkedEmail, row.linkedPhone);
      const { byEmail, byPhone } = await customersNamedBy(tx as Db, proof.email, proof.phone);
      const plan = planLink(key, mine, proof, { email: byEmail?.key ?? null, phone: byPhone?.key ?? null });
      if (!plan.ok) throw new ApiFailure(409, plan.message, plan.field);
      await tx
        .update(customers)
        .set(plan.linkedEmail ? { linkedEmail: plan.linkedEmail } : { linkedPhone: plan.linkedPhone ?? null })
        .where(eq(customers.email, key));
    });
  } catch (error) {
    // Another customer took the same email or phone between our read and our write.
    const constraint = uniqueViolation(error);
    if (constraint === null) throw error;
    const email = constraint.includes("email");
    throw new ApiFailure(409, email ? EMAIL_TAKEN : PHONE_TAKEN, email ? "email" : "phone");
  }
}
