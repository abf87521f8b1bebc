/** The franchise owner's own commission on their shops' sales (0 to 100 %), saved on its own. */
import { useStore } from "@nanostores/react";
import { useState } from "react";
import { $franchiseForms, COMMISSION_FORM, saveCommission } from "../../stores/franchise";
import { formOf } from "../../stores/staffForms";
import { Field } from "../ui";
import { focusAfter, Submit } from "./forms";

export function Commission({ percent }: { percent: number }) {
  const [typed, setTyped] = useState(String(percent));
  const form = formOf(useStore($franchiseForms), COMMISSION_FORM);
  return (
    <section className="console-card" aria-labelledby="franchise-commission">
      <h2 id="franchise-commission">Your commission</h2>
      <form
        className="console-form"
        noValidate
        onSubmit={(e) => {
          const target = e.currentTarget;
          e.preventDefault();
          void saveCommission(typed).then((outcome) => focusAfter(target, COMMISSION_FORM, outcome));
        }}
      >
        <Field
          id="commission-commissionPercent"
          label="Commission on your shops' sales (%)"
          error={form.errors.commissionPercent}
        >
          {(a) => (
            <input
              {...a}
              type="number"
              inputMode="decimal"
              min={0}
              max={100}
              step="any"
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
            />
          )}
        </Field>
        <Submit form={form}>Save commission</Submit>
      </form>
    </section>
  );
}
