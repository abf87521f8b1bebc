/**
 * The shop's integration keys on the People screen (owner only): each with
 * its hint, who made it and when it was last used; a new one shown once;
 * each revoked after a confirmation (stores/shopPeople.ts).
 */
import { useStore } from "@nanostores/react";
import { type SubmitEvent, useRef } from "react";
import type { SellerKeyInfo } from "../../contract/seller";
import { formatIndiaDateTime } from "../../domain/delivery";
import { $shopKeys, makeShopKey, revokeShopKey } from "../../stores/shopPeople";
import { Alert } from "../../ui/Alert";
import { ConfirmButton, Field, Loading } from "../ui";
import { FreshKey } from "./FreshKey";

export function ShopKeys({ shopId }: { shopId: string }) {
  const held = useStore($shopKeys);
  const mine = held.shopId === shopId;
  const keys = mine ? held.keys : null;
  const error = mine ? held.error : "";
  const heading = useRef<HTMLHeadingElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const messageRef = useRef<HTMLParagraphElement>(null);

  // Made: the new key takes the focus (FreshKey); refused: the field, with its error.
  const make = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (await makeShopKey(shopId, String(new FormData(form).get("label") ?? ""))) form.reset();
    else input.current?.focus();
  };

  // The revoked key's row (and its button) is gone: the line saying so takes the focus.
  const revoke = async (key: SellerKeyInfo) => {
    if (await revokeShopKey(shopId, key)) messageRef.current?.focus();
  };

  return (
    <section aria-labelledby="keys-title" className="console-section">
      <h2 id="keys-title" ref={heading} tabIndex={-1}>
        Integration keys
      </h2>
      <p>A key lets another app (a billing or stock app) work with this shop's orders. Make one per app.</p>
      {mine && held.fresh ? (
        <FreshKey fresh={held.fresh} copied={held.copied} onSaved={() => heading.current?.focus()} />
      ) : null}
      <Alert>{error}</Alert>
      {keys === null ? (
        error ? null : (
          <Loading label="Loading the keys" />
        )
      ) : keys.length === 0 ? (
        <p>No keys yet.</p>
      ) : (
        <ul className="console-rows">
          {keys.map((k) => (
            <li key={k.id} className="console-row">
              <div className="console-row-text">
                <p className="console-strong">{k.label}</p>
                <p className="console-muted">
                  Ends in {k.hint} · made {formatIndiaDateTime(k.createdAt)} by {k.createdBy} ·{" "}
                  {k.lastUsedAt ? `last used ${formatIndiaDateTime(k.lastUsedAt)}` : "never used"}
                </p>
              </div>
              <ConfirmButton
                label="Revoke"
                hiddenLabel={k.label}
                title={`Revoke "${k.label}"?`}
                text="The key stops working at once: the app using it can no longer reach this shop."
                confirm="Revoke key"
                keep="Keep the key"
                onConfirm={() => void revoke(k)}
              />
            </li>
          ))}
        </ul>
      )}
      <p ref={messageRef} tabIndex={-1} className="console-message" role="status">
        {mine ? held.message : ""}
      </p>
      <form className="console-form console-inline-form" noValidate onSubmit={(e) => void make(e)}>
        <h3>Make a key</h3>
        <Field label="What the key is for" error={mine ? held.fieldError : ""}>
          {(a) => <input ref={input} name="label" maxLength={60} {...a} />}
        </Field>
        <button type="submit" className="button" disabled={mine && held.busy}>
          Make key
        </button>
      </form>
    </section>
  );
}
