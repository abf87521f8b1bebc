/**
 * The shop's people and integration keys. The owner adds and removes staff
 * by the Google email or the phone number they sign in with, and makes and revokes keys (a new key is
 * shown once, here, and never again); staff see the people, read-only.
 */
import { type FormEvent, useEffect, useRef, useState } from "react";
import { schemaProblems, serverProblems } from "../../api/formErrors";
import { addStaff, createKey, listKeys, listStaff, removeStaff, revokeKey } from "../../api/seller";
import { InviteStaffRequest, type SellerKeyInfo, type StaffMember } from "../../contract/seller";
import { formatIndiaDateTime } from "../../domain/delivery";
import { showPhone } from "../../domain/signInPhone";
import type { SellerScreenProps } from "../screenProps";
import { ConfirmButton, Field, Loading, ScreenTitle } from "../ui";

const refusal = (cause: unknown, fallback: string) => serverProblems(cause)?.message ?? fallback;

export default function People({ shopId, role, email }: SellerScreenProps) {
  const owner = role === "owner";
  return (
    <div className="console-screen">
      <ScreenTitle>People</ScreenTitle>
      <Staff shopId={shopId} owner={owner} me={email} />
      {owner ? (
        <Keys shopId={shopId} />
      ) : (
        <p>Only the shop's owner adds people and makes integration keys.</p>
      )}
    </div>
  );
}

/** A person as the list names them: their email, else their phone number. */
const nameOf = (p: StaffMember) => p.email || showPhone(p.phone);

function Staff({ shopId, owner, me }: { shopId: string; owner: boolean; me: string }) {
  const [people, setPeople] = useState<StaffMember[] | null>(null);
  const [error, setError] = useState("");
  const [message, setMessage] = useState("");
  const [fieldError, setFieldError] = useState("");
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    listStaff(shopId).then(
      (a) => setPeople(a.staff),
      (cause) => setError(refusal(cause, "Could not load the shop's people.")),
    );
  }, [shopId]);

  const add = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const typed = String(new FormData(form).get("who") ?? "").trim();
    const person = typed.includes("@") || !typed ? { email: typed } : { phone: typed };
    const problems = schemaProblems(InviteStaffRequest, person);
    const problem = problems.email ?? problems.phone;
    setMessage("");
    if (problem) {
      setFieldError(problem);
      input.current?.focus();
      return;
    }
    setFieldError("");
    setBusy(true);
    try {
      const { member } = await addStaff(shopId, person);
      setPeople((list) => [...(list ?? []), member]);
      setMessage(`Added ${nameOf(member)}: they can sign in now.`);
      form.reset();
    } catch (cause) {
      setFieldError(refusal(cause, "Could not add them: check your connection and try again."));
      input.current?.focus();
    } finally {
      setBusy(false);
    }
  };

  const remove = async (person: string) => {
    setMessage("");
    try {
      setPeople((await removeStaff(shopId, person)).staff);
      setMessage(`Removed ${person}: their access has ended.`);
    } catch (cause) {
      setMessage(refusal(cause, "Could not remove them: try again."));
    }
  };

  return (
    <section aria-labelledby="people-title" className="console-section">
      <h2 id="people-title">People of this shop</h2>
      {error ? (
        <p className="console-error" role="alert">
          {error}
        </p>
      ) : null}
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
      <p className="console-message" role="status">
        {message}
      </p>
      {owner ? (
        <form className="console-form console-inline-form" noValidate onSubmit={(e) => void add(e)}>
          <h3>Add a staff member</h3>
          <Field
            label="Their email or phone number (the Google account or the phone they sign in with)"
            error={fieldError}
          >
            {(a) => (
              <input ref={input} name="who" type="text" autoComplete="off" autoCapitalize="none" {...a} />
            )}
          </Field>
          <button type="submit" className="button" disabled={busy}>
            Add staff member
          </button>
        </form>
      ) : null}
    </section>
  );
}

function Keys({ shopId }: { shopId: string }) {
  const [keys, setKeys] = useState<SellerKeyInfo[] | null>(null);
  const [error, setError] = useState("");
  const [message, setMessage] = useState("");
  const [fieldError, setFieldError] = useState("");
  const [fresh, setFresh] = useState<{ key: string; label: string } | null>(null);
  const [copied, setCopied] = useState("");
  const [busy, setBusy] = useState(false);
  const freshRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    listKeys(shopId).then(
      (a) => setKeys(a.keys),
      (cause) => setError(refusal(cause, "Could not load the keys.")),
    );
  }, [shopId]);
  useEffect(() => {
    if (fresh) freshRef.current?.focus();
  }, [fresh]);

  const make = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const label = String(new FormData(form).get("label") ?? "").trim();
    if (!label) {
      setFieldError("Give the key a name, like the app that will use it");
      return;
    }
    setFieldError("");
    setMessage("");
    setBusy(true);
    try {
      const made = await createKey(shopId, label);
      setKeys((list) => [...(list ?? []), made.info]);
      setFresh({ key: made.key, label: made.info.label });
      setCopied("");
      form.reset();
    } catch (cause) {
      setFieldError(refusal(cause, "Could not make the key: try again."));
    } finally {
      setBusy(false);
    }
  };

  const revoke = async (key: SellerKeyInfo) => {
    setMessage("");
    try {
      setKeys((await revokeKey(shopId, key.id)).keys);
      setMessage(`Revoked "${key.label}": it stops working at once.`);
    } catch (cause) {
      setMessage(refusal(cause, "Could not revoke the key: try again."));
    }
  };

  const copy = async (key: string) => {
    try {
      await navigator.clipboard.writeText(key);
      setCopied("Copied.");
    } catch {
      setCopied("Could not copy: select the key and copy it by hand.");
    }
  };

  return (
    <section aria-labelledby="keys-title" className="console-section">
      <h2 id="keys-title">Integration keys</h2>
      <p>A key lets another app (a billing or stock app) work with this shop's orders. Make one per app.</p>
      {fresh ? (
        <section ref={freshRef} tabIndex={-1} className="console-fresh-key" aria-labelledby="fresh-key-title">
          <h3 id="fresh-key-title">Your new key "{fresh.label}"</h3>
          <p className="console-warning">
            Copy it now and keep it somewhere safe: it is shown this once and never again. Anyone with it can
            act on this shop's orders.
          </p>
          <code className="console-key">{fresh.key}</code>
          <div className="console-actions">
            <button type="button" className="button" onClick={() => void copy(fresh.key)}>
              Copy key
            </button>
            <button type="button" className="button button-secondary" onClick={() => setFresh(null)}>
              I have saved it
            </button>
          </div>
          <p role="status">{copied}</p>
        </section>
      ) : null}
      {error ? (
        <p className="console-error" role="alert">
          {error}
        </p>
      ) : null}
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
      <p className="console-message" role="status">
        {message}
      </p>
      <form className="console-form console-inline-form" noValidate onSubmit={(e) => void make(e)}>
        <h3>Make a key</h3>
        <Field label="What the key is for" error={fieldError}>
          {(a) => <input name="label" maxLength={60} {...a} />}
        </Field>
        <button type="submit" className="button" disabled={busy}>
          Make key
        </button>
      </form>
    </section>
  );
}
