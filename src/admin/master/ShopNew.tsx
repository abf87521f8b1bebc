/**
 * /masteradmin/shop: a master admin opens a shop. The subdomain is checked
 * as it is typed (its format and the reserved names here, whether it is
 * taken by the server, src/domain/newSubdomain.ts), the owner is named by email,
 * mobile number or both (they sign in to /Admin with either), with the
 * shop's type, a free trial or paid, and the kiosk operator or franchise it
 * came through. Every problem shows beside its field, the first takes
 * focus, and nothing typed is lost. The shop is live at its address at once.
 */
import { type FormEvent, useEffect, useRef, useState } from "react";
import { type FieldErrors, schemaProblems, serverProblems } from "../../api/formErrors";
import { checkSubdomain, createShop } from "../../api/platform";
import { NewShopRequest, type PlatformShop } from "../../contract/platform";
import { toShopId } from "../../domain/host";
import { newSubdomainProblem } from "../../domain/newSubdomain";
import { TRIAL_DAYS } from "../../domain/shopLifecycle";
import { shopUrl } from "../../domain/shopUrl";
import { staffHref } from "../routes";
import type { StaffScreenProps } from "../screenProps";
import { Field, ScreenTitle } from "../ui";
import "./master.css";

/** The form's text fields in the order their errors take focus; each control's id is `new-shop-{field}`. */
const ORDER = ["shopId", "name", "ownerEmail", "ownerPhone", "via.id"] as const;
const idOf = (field: string) => `new-shop-${field.replace(".", "-")}`;

type Check = { state: "idle" | "checking" | "free" | "refused" | "unknown"; message: string };

/** Whether the typed subdomain is free: the rule here at once, the server's answer 400 ms after typing stops. */
function useSubdomainCheck(typed: string): Check {
  const [check, setCheck] = useState<Check>({ state: "idle", message: "" });
  useEffect(() => {
    if (!typed.trim()) return setCheck({ state: "idle", message: "" });
    const problem = newSubdomainProblem(typed);
    if (problem) return setCheck({ state: "refused", message: problem });
    setCheck({ state: "checking", message: "Checking…" });
    const abort = new AbortController();
    const timer = setTimeout(() => {
      checkSubdomain(typed.trim(), abort.signal).then(
        (answer) =>
          setCheck(
            answer.available
              ? { state: "free", message: `${answer.shopId} is free` }
              : { state: "refused", message: answer.message },
          ),
        () => {
          if (!abort.signal.aborted)
            setCheck({
              state: "unknown",
              message: "Could not check it now: it is checked again when you open the shop.",
            });
        },
      );
    }, 400);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [typed]);
  return check;
}

export default function ShopNew(_: StaffScreenProps) {
  const [subdomain, setSubdomain] = useState("");
  const [viaKind, setViaKind] = useState<"" | "kiosk" | "franchise">("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState("");
  const [busy, setBusy] = useState(false);
  const [opened, setOpened] = useState<PlatformShop | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const done = useRef<HTMLDivElement>(null);
  const check = useSubdomainCheck(subdomain);

  useEffect(() => {
    document.title = "Open a new shop · Master admin";
  }, []);
  useEffect(() => {
    if (opened) done.current?.focus();
  }, [opened]);

  const focusFirst = (problems: FieldErrors) => {
    const first = ORDER.find((f) => problems[f]);
    if (first) document.getElementById(idOf(first))?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? "");
    const request = {
      shopId: text("shopId"),
      name: text("name"),
      ownerEmail: text("ownerEmail").trim(),
      ownerPhone: text("ownerPhone").trim(),
      shopType: text("shopType") === "service" ? ("service" as const) : ("product" as const),
      start: text("start") === "active" ? ("active" as const) : ("trial" as const),
      via: { kind: viaKind, id: viaKind ? text("viaId").trim() : "" },
    };
    const problems = schemaProblems(NewShopRequest, request);
    setMessage("");
    setErrors(problems);
    if (Object.keys(problems).length) return focusFirst(problems);
    setBusy(true);
    try {
      const { shop } = await createShop(request);
      setOpened(shop);
    } catch (cause) {
      const refused = serverProblems(cause);
      const fields = refused?.fields ?? {};
      setErrors(fields);
      setMessage(refused?.message ?? "Could not open the shop: check your connection and try again.");
      focusFirst(fields);
    } finally {
      setBusy(false);
    }
  };

  const another = () => {
    setOpened(null);
    setSubdomain("");
    setViaKind("");
    setErrors({});
    form.current?.reset();
    setTimeout(() => document.getElementById(idOf("shopId"))?.focus());
  };

  const typedId = toShopId(subdomain);
  const address = typedId ? shopUrl(__PUBLIC_ENV__.platform, typedId) : "";
  return (
    <div className="console-screen">
      <ScreenTitle>Open a new shop</ScreenTitle>
      {opened ? (
        <div ref={done} tabIndex={-1} className="console-card" role="status">
          <h2>{opened.name} is open</h2>
          <p>
            Its storefront is live at{" "}
            <a href={shopUrl(__PUBLIC_ENV__.platform, opened.shopId)}>
              {shopUrl(__PUBLIC_ENV__.platform, opened.shopId)}
            </a>
            {opened.status === "trial" ? `, in its ${TRIAL_DAYS}-day free trial` : ""}. Its owner signs in to
            /Admin with {[opened.ownerEmail, opened.ownerPhone].filter(Boolean).join(" or ")}.
          </p>
          <div className="console-actions">
            <a className="button" href={staffHref("masterShop", { shopId: opened.shopId })}>
              See the shop
            </a>
            <button type="button" className="button button-secondary" onClick={another}>
              Open another shop
            </button>
          </div>
        </div>
      ) : null}
      <form
        ref={form}
        className="console-form"
        noValidate
        hidden={opened !== null}
        aria-label="The new shop"
        onSubmit={(e) => void submit(e)}
      >
        <Field
          id={idOf("shopId")}
          label="Subdomain (the shop's web address)"
          hint={
            address
              ? `The shop will be at ${address}`
              : "Like mehta-sweets: 3 to 63 letters, digits and hyphens"
          }
          error={errors.shopId}
        >
          {(a) => (
            <input
              name="shopId"
              maxLength={63}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              onChange={(e) => setSubdomain(e.currentTarget.value)}
              {...a}
            />
          )}
        </Field>
        <p
          className={`shop-check${check.state === "free" ? " shop-check-free" : check.state === "refused" ? " console-field-error" : " console-muted"}`}
          role="status"
        >
          {errors.shopId ? "" : check.message}
        </p>
        <Field id={idOf("name")} label="Shop name" error={errors.name}>
          {(a) => <input name="name" maxLength={80} autoComplete="off" {...a} />}
        </Field>
        <fieldset>
          <legend>Its owner</legend>
          <p className="console-hint">
            The email of the Google account they sign in with, their mobile number (they sign in with a code),
            or both.
          </p>
          <Field id={idOf("ownerEmail")} label="Owner's email" error={errors.ownerEmail}>
            {(a) => (
              <input
                name="ownerEmail"
                type="email"
                maxLength={254}
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                {...a}
              />
            )}
          </Field>
          <Field
            id={idOf("ownerPhone")}
            label="Owner's mobile number"
            hint="Like 98765 43210"
            error={errors.ownerPhone}
          >
            {(a) => (
              <input name="ownerPhone" type="tel" inputMode="tel" maxLength={20} autoComplete="off" {...a} />
            )}
          </Field>
        </fieldset>
        <fieldset>
          <legend>What it sells</legend>
          <label className="console-check">
            <input type="radio" name="shopType" value="product" defaultChecked /> Products
          </label>
          <label className="console-check">
            <input type="radio" name="shopType" value="service" /> Services (bookings)
          </label>
        </fieldset>
        <fieldset>
          <legend>How it starts</legend>
          <label className="console-check">
            <input type="radio" name="start" value="trial" defaultChecked /> In its {TRIAL_DAYS}-day free
            trial
          </label>
          <label className="console-check">
            <input type="radio" name="start" value="active" /> Paid (the one-time fee is received)
          </label>
        </fieldset>
        <fieldset>
          <legend>Came through</legend>
          <label>
            Kiosk operator or franchise
            <select
              name="viaKind"
              value={viaKind}
              onChange={(e) => setViaKind(e.currentTarget.value as typeof viaKind)}
            >
              <option value="">Neither: the platform's own</option>
              <option value="kiosk">A kiosk operator</option>
              <option value="franchise">A franchise</option>
            </select>
          </label>
          {viaKind ? (
            <Field
              id={idOf("via.id")}
              label={viaKind === "kiosk" ? "Their kiosk id" : "The franchise's id"}
              error={errors["via.id"]}
            >
              {(a) => <input name="viaId" maxLength={63} autoComplete="off" autoCapitalize="none" {...a} />}
            </Field>
          ) : null}
        </fieldset>
        {message ? (
          <p className="console-error" role="alert">
            {message}
          </p>
        ) : null}
        <div className="console-actions">
          <button type="submit" className="button" disabled={busy}>
            {busy ? "Opening…" : "Open shop"}
          </button>
          <a className="button button-secondary" href={staffHref("masterShops")}>
            Back to the shops
          </a>
        </div>
      </form>
    </div>
  );
}
