/**
 * /masteradmin/shop: a master admin opens a shop. The subdomain is checked
 * as it is typed (its format and the reserved names here, whether it is
 * taken by the server, src/domain/newSubdomain.ts), the owner is named by email,
 * mobile number or both (they sign in to /Admin with either), with the
 * shop's type, a free trial or paid, and the kiosk operator or franchise it
 * came through. Every problem shows beside its field, the first takes
 * focus, and nothing typed is lost. The shop is live at its address at once.
 */
import { useStore } from "@nanostores/react";
import { type SubmitEvent, useEffect, useRef, useState } from "react";
import { toShopId } from "../../domain/host";
import { shopUrl } from "../../domain/shopUrl";
import {
  $newShop,
  $subdomainCheck,
  checkNewSubdomain,
  openNewShop,
  startNewShop,
} from "../../stores/masterShopNew";
import { Alert } from "../../ui/Alert";
import { staffHref } from "../routes";
import type { StaffScreenProps } from "../screenProps";
import { Field, ScreenTitle } from "../ui";
import { KindFields, OwnerFields, ViaFields, type ViaKind } from "./NewShopFields";
import { ShopOpened } from "./ShopOpened";
import "./master.css";

/** The form's text fields in the order their errors take focus; each control's id is `new-shop-{field}`. */
const ORDER = ["shopId", "name", "ownerEmail", "ownerPhone", "via.id"] as const;
const idOf = (field: string) => `new-shop-${field.replace(".", "-")}`;

export default function ShopNew(_: StaffScreenProps) {
  const [subdomain, setSubdomain] = useState("");
  const [viaKind, setViaKind] = useState<ViaKind>("");
  const state = useStore($newShop);
  const check = useStore($subdomainCheck);
  const form = useRef<HTMLFormElement>(null);
  const done = useRef<HTMLDivElement>(null);
  const submitButton = useRef<HTMLButtonElement>(null);
  const errors = state.status === "opened" ? {} : state.errors;
  const opened = state.status === "opened" ? state.shop : null;

  useEffect(() => {
    document.title = "Open a new shop · Master admin";
    // Leaving the screen leaves nothing behind: it opens on a blank form.
    return startNewShop;
  }, []);
  useEffect(() => checkNewSubdomain(subdomain), [subdomain]);
  // The shop open: focus on what says so. A refusal: on the first field in error, else back on the button.
  const seen = useRef(state);
  useEffect(() => {
    if (state === seen.current) return;
    seen.current = state;
    if (state.status === "opened") done.current?.focus();
    if (state.status !== "failed") return;
    const first = ORDER.find((f) => state.errors[f]);
    (first ? document.getElementById(idOf(first)) : submitButton.current)?.focus();
  }, [state]);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? "");
    void openNewShop({
      shopId: text("shopId"),
      name: text("name"),
      ownerEmail: text("ownerEmail").trim(),
      ownerPhone: text("ownerPhone").trim(),
      shopType: text("shopType") === "service" ? "service" : "product",
      start: text("start") === "active" ? "active" : "trial",
      via: { kind: viaKind, id: viaKind ? text("viaId").trim() : "" },
    });
  };

  const another = () => {
    startNewShop();
    setSubdomain("");
    setViaKind("");
    form.current?.reset();
    setTimeout(() => document.getElementById(idOf("shopId"))?.focus());
  };

  const typedId = toShopId(subdomain);
  const address = typedId ? shopUrl(__PUBLIC_ENV__.platform, typedId) : "";
  return (
    <div className="console-screen">
      <ScreenTitle>Open a new shop</ScreenTitle>
      {opened ? <ShopOpened ref={done} shop={opened} onAnother={another} /> : null}
      <form
        ref={form}
        className="console-form"
        noValidate
        hidden={opened !== null}
        aria-label="The new shop"
        onSubmit={submit}
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
        <OwnerFields emailId={idOf("ownerEmail")} phoneId={idOf("ownerPhone")} errors={errors} />
        <KindFields />
        <ViaFields id={idOf("via.id")} kind={viaKind} onKind={setViaKind} error={errors["via.id"]} />
        <Alert>{state.status === "opened" ? "" : state.message}</Alert>
        <div className="console-actions">
          <button ref={submitButton} type="submit" className="button" disabled={state.status === "opening"}>
            {state.status === "opening" ? "Opening…" : "Open shop"}
          </button>
          <a className="button button-secondary" href={staffHref("masterShops")}>
            Back to the shops
          </a>
        </div>
      </form>
    </div>
  );
}
