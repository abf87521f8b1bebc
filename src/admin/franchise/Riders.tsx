/**
 * The franchise's riders, who sign in with the phone given here: each one
 * with 'Change' and 'Remove' (behind a confirmation), and the form that adds
 * one.
 */
import { useStore } from "@nanostores/react";
import { useRef } from "react";
import type { FranchiseRider } from "../../contract/franchise";
import { showPhone } from "../../domain/signInPhone";
import {
  $franchiseForms,
  $riderRemoval,
  addFranchiseRider,
  RIDER_FORM,
  removeFranchiseRider,
} from "../../stores/franchise";
import { formOf } from "../../stores/staffForms";
import { Alert } from "../../ui/Alert";
import { ConfirmButton } from "../ui";
import { EditRider } from "./EditRider";
import { fieldsOf, focusAfter, Submit } from "./forms";
import { RiderFields } from "./RiderFields";

export function Riders({ riders }: { riders: FranchiseRider[] }) {
  const form = formOf(useStore($franchiseForms), RIDER_FORM);
  const removal = useStore($riderRemoval);
  const title = useRef<HTMLHeadingElement>(null);
  return (
    <section className="console-card" aria-labelledby="franchise-riders">
      <h2 id="franchise-riders" ref={title} tabIndex={-1}>
        Riders
      </h2>
      <p>Your riders sign in on this console with their phone and see your shops' orders only.</p>
      <Alert>{removal}</Alert>
      {riders.length === 0 ? (
        <p>No riders yet: add the first one below.</p>
      ) : (
        <ul className="console-rows">
          {riders.map((rider) => (
            <li key={rider.riderId} className="console-card">
              <p>
                <strong>{rider.name}</strong> · {rider.vehicleType} ·{" "}
                <a href={`tel:${rider.phone}`}>{showPhone(rider.phone)}</a>
              </p>
              <EditRider rider={rider} />
              <ConfirmButton
                label="Remove"
                hiddenLabel={rider.name}
                className="button button-danger-quiet"
                title={`Remove ${rider.name}?`}
                text={`${rider.name} can no longer sign in as your rider. Orders they delivered keep their name.`}
                confirm="Remove rider"
                keep="Keep the rider"
                onConfirm={() => {
                  // Removed, their row (and its button) goes: the focus moves to the list's heading.
                  void removeFranchiseRider(rider).then((removed) => removed && title.current?.focus());
                }}
              />
            </li>
          ))}
        </ul>
      )}
      <details>
        <summary>Add a rider</summary>
        <form
          aria-label="Add a rider"
          className="console-form"
          noValidate
          onSubmit={(e) => {
            const target = e.currentTarget;
            e.preventDefault();
            void addFranchiseRider(fieldsOf(target)).then((outcome) => {
              if (outcome.ok) target.reset();
              focusAfter(target, RIDER_FORM, outcome);
            });
          }}
        >
          <RiderFields prefix="rider" errors={form.errors} />
          <Submit form={form}>Add rider</Submit>
        </form>
      </details>
    </section>
  );
}
