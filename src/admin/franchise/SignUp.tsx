/**
 * The franchise sign-up (/Admin/franchise/signup?plan=…, where the franchise
 * page's "Get Started" leads): the signed-in person names their franchise and
 * its area and picks a plan (Basic: 50 storefronts, Premium: 100), and runs it
 * at once as its owner (POST /api/franchise/signup). The plan's upfront cost
 * is settled with the platform, as the franchise page says.
 */
import { useStore } from "@nanostores/react";
import { type SubmitEvent, useEffect, useRef, useState } from "react";
import {
  FRANCHISE_PLAN_IDS,
  FRANCHISE_PLANS,
  type FranchisePlan,
  signUpPlanOf,
  storeLimit,
} from "../../domain/franchise";
import { formatInr } from "../../domain/inr";
import { $franchiseForms, leaveSignUp, SIGN_UP_FORM, signUpFranchise } from "../../stores/franchise";
import { formOf } from "../../stores/staffForms";
import { Alert } from "../../ui/Alert";
import type { StaffScreenProps } from "../screenProps";
import { Field, ScreenTitle } from "../ui";

export default function FranchiseSignUp({ me, route }: StaffScreenProps) {
  const chosen = signUpPlanOf(route.search.plan);
  const [name, setName] = useState("");
  const [area, setArea] = useState("");
  const [plan, setPlan] = useState<FranchisePlan | "">(chosen);
  const { errors, failure, busy } = formOf(useStore($franchiseForms), SIGN_UP_FORM);
  const submitButton = useRef<HTMLButtonElement>(null);

  useEffect(() => leaveSignUp, []);

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    // Signed up, the person's roles are loaded again and the shell moves on to the franchise's screen.
    const outcome = await signUpFranchise({ name, area, plan });
    if (outcome.ok) return;
    // The first field in error takes the focus; a failure of none, the button again (the line above says why).
    const first = Object.keys(outcome.errors)[0];
    const field = first ? document.getElementById(`signup-${first}`) : null;
    (field ?? submitButton.current)?.focus();
  };

  return (
    <div className="console-screen">
      <ScreenTitle>Sign up your franchise</ScreenTitle>
      <p>
        Run {plan ? `up to ${storeLimit(plan)}` : `${storeLimit("basic")} or ${storeLimit("premium")}`}{" "}
        storefronts in your area, set your own commission and bring your own riders. You sign up as{" "}
        {me.email || me.phone}; your franchise is live at once, and its upfront cost is settled with the
        platform.
      </p>
      <form className="console-form console-card" noValidate onSubmit={(e) => void submit(e)}>
        <Field id="signup-name" label="Franchise name" error={errors.name}>
          {(a) => (
            <input
              {...a}
              value={name}
              onChange={(e) => setName(e.target.value)}
              maxLength={80}
              autoComplete="organization"
            />
          )}
        </Field>
        <Field
          id="signup-area"
          label="Area you serve"
          error={errors.area}
          hint="A town, district or neighbourhoods, like Jaipur North"
        >
          {(a) => <input {...a} value={area} onChange={(e) => setArea(e.target.value)} maxLength={80} />}
        </Field>
        <fieldset aria-describedby={errors.plan ? "signup-plan-error" : undefined}>
          <legend>Plan</legend>
          {FRANCHISE_PLAN_IDS.map((id, i) => (
            <label key={id} className="console-check">
              <input
                id={i === 0 ? "signup-plan" : undefined}
                type="radio"
                name="plan"
                value={id}
                checked={plan === id}
                onChange={() => setPlan(id)}
              />
              <span>
                {FRANCHISE_PLANS[id].name}: up to {storeLimit(id)} storefronts,{" "}
                <span className="console-strong">{formatInr(FRANCHISE_PLANS[id].price)}</span> upfront{" "}
                <s className="console-muted">
                  <span className="visually-hidden">was </span>
                  {formatInr(FRANCHISE_PLANS[id].was)}
                </s>
              </span>
            </label>
          ))}
          <Alert id="signup-plan-error">{errors.plan}</Alert>
        </fieldset>
        <Alert>{failure}</Alert>
        <button ref={submitButton} type="submit" className="button" disabled={busy}>
          {busy ? "Signing up…" : "Sign up"}
        </button>
      </form>
    </div>
  );
}
