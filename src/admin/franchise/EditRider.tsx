/** 'Change' under a rider: their name, sign-in phone and vehicle, saved on their own. */
import { useStore } from "@nanostores/react";
import type { FranchiseRider } from "../../contract/franchise";
import { $franchiseForms, editFranchiseRider, riderForm } from "../../stores/franchise";
import { formOf } from "../../stores/staffForms";
import { fieldsOf, focusAfter, Submit } from "./forms";
import { RiderFields } from "./RiderFields";

export function EditRider({ rider }: { rider: FranchiseRider }) {
  const prefix = riderForm(rider.riderId);
  const form = formOf(useStore($franchiseForms), prefix);
  return (
    <details>
      <summary>
        Change<span className="visually-hidden"> {rider.name}</span>
      </summary>
      <form
        aria-label={`Change ${rider.name}`}
        className="console-form"
        noValidate
        onSubmit={(e) => {
          const target = e.currentTarget;
          e.preventDefault();
          void editFranchiseRider(rider.riderId, fieldsOf(target)).then((outcome) =>
            focusAfter(target, prefix, outcome),
          );
        }}
      >
        <RiderFields prefix={prefix} errors={form.errors} rider={rider} />
        <Submit form={form}>Save rider</Submit>
      </form>
    </details>
  );
}
