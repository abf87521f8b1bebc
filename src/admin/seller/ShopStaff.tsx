/**
 * The shop's people on the People screen: each with how they sign in, their
 * role and who added them; the owner adds staff (by email or phone) and
 * removes them after a confirmation (stores/shopPeople.ts).
 */
import { useStore } from "@nanostores/react";
import { type SubmitEvent, useRef } from "react";
import { formatIndiaDateTime } from "../../domain/delivery";
import { showPhone } from "../../domain/signInPhone";
import { $shopStaff, addShopStaff, nameOf, removeShopStaff } from "../../stores/shopPeople";
import { Alert } from "../../ui/Alert";
import { ConfirmButton, Field, Loading } from "../ui";

export function ShopStaff({ shopId, owner, me }: { shopId: string; owner: boolean; me: string }) {
  const held = useStore($shopStaff);
  const mine = held.shopId === shopId;
  const people = mine ? held.people : null;
  const error = mine ? held.error : "";
  const input = useRef<HTMLInputElement>(null);
  const messageRef = useRef<HTMLParagraphElement>(null);

  // Added: the form empties and the line saying so takes the focus; refused: the field, with its error.
  const add = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (await addShopStaff(shopId, String(new FormData(form).get("who") ?? ""))) {
      form.reset();
      messageRef.current?.focus();
    } else input.current?.focus();
  };

  // The removed person's row (and its button) is gone: the line saying so takes the focus.
  const remove = async (person: string) => {
    if (await removeShopStaff(shopId, person)) messageRef.current?.focus();
  };

  return (
    <section aria-labelledby="people-title" className="console-section">
      <h2 id="people-title">People of this shop</h2>
      <Alert>{error}</Alert>
      {people === null ? (
        error ? null : (
          <Loading label="Loading the people" />
        )
      ) : (
        <ul className="console-rows">
          {people.map((p) => (
            <li key={nameOf(p)} className="console-row">
              <div className="console-row-text">
                <p className="console-strong">{nameOf(p)}</p>
                {p.email && p.phone ? (
                  <p className="console-muted">Also signs in with {showPhone(p.phone)}</p>
                ) : null}
                <p className="console-muted">
                  {p.role === "owner" ? "Owner" : "Staff"}
                  {p.grantedBy ? ` · added by ${p.grantedBy}` : ""} · {formatIndiaDateTime(p.createdAt)}
                </p>
              </div>
              {owner && p.role !== "owner" && p.email !== me && p.phone !== me ? (
                <ConfirmButton
                  label="Remove"
                  hiddenLabel={nameOf(p)}
                  title={`Remove ${nameOf(p)}?`}
                  text="Their access to this shop's console ends at once. You can add them again later."
                  confirm="Remove"
                  keep="Keep them"
                  onConfirm={() => void remove(p.email || p.phone)}
                />
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <p ref={messageRef} tabIndex={-1} className="console-message" role="status">
        {mine ? held.message : ""}
      </p>
      {owner ? (
        <form className="console-form console-inline-form" noValidate onSubmit={(e) => void add(e)}>
          <h3>Add a staff member</h3>
          <Field
            label="Their email or phone number (the Google account or the phone they sign in with)"
            error={mine ? held.fieldError : ""}
          >
            {(a) => (
              <input ref={input} name="who" type="text" autoComplete="off" autoCapitalize="none" {...a} />
            )}
          </Field>
          <button type="submit" className="button" disabled={mine && held.busy}>
            Add staff member
          </button>
        </form>
      ) : null}
    </section>
  );
}
