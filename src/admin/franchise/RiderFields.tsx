/** The rider form's fields (add, or change one): name, sign-in phone and vehicle. */
import type { FranchiseRider } from "../../contract/franchise";
import { showPhone } from "../../domain/signInPhone";
import type { FieldErrors } from "../../stores/staffForms";
import { Field } from "../ui";

export function RiderFields({
  prefix,
  errors,
  rider,
}: {
  prefix: string;
  errors: FieldErrors;
  rider?: FranchiseRider;
}) {
  return (
    <>
      <Field id={`${prefix}-name`} label="Rider's name" error={errors.name}>
        {(a) => <input {...a} name="name" defaultValue={rider?.name} maxLength={60} autoComplete="off" />}
      </Field>
      <Field id={`${prefix}-phone`} label="Mobile number (they sign in with it)" error={errors.phone}>
        {(a) => (
          <input
            {...a}
            name="phone"
            type="tel"
            inputMode="tel"
            defaultValue={rider ? showPhone(rider.phone) : ""}
            autoComplete="off"
          />
        )}
      </Field>
      <Field
        id={`${prefix}-vehicleType`}
        label="Vehicle"
        error={errors.vehicleType}
        hint="Like Bike, Scooter, Bicycle or Auto"
      >
        {(a) => <input {...a} name="vehicleType" defaultValue={rider?.vehicleType} maxLength={40} />}
      </Field>
    </>
  );
}
