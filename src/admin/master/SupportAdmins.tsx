/**
 * /masteradmin/supportadmin: the support admins. A master admin adds a
 * person by the email they sign in with (Google), their phone (a phone
 * code), or both, and removes one after confirming: their access ends at
 * their next call. Each change is in the audit log.
 */
import { type FormEvent, useEffect, useRef, useState } from "react";
import * as v from "valibot";
import { type FieldErrors, schemaProblems, serverProblems } from "../../api/formErrors";
import { addSupportAdmin, removeSupportAdmin, supportAdmins } from "../../api/staff";
import { PersonRequest, type StaffPerson } from "../../contract/staff";
import { formatIndiaDateTime } from "../../domain/delivery";
import { showPhone } from "../../domain/signInPhone";
import type { StaffScreenProps } from "../screenProps";
import { ConfirmButton, Field, Loading, ScreenTitle } from "../ui";

const refusal = (cause: unknown, fallback: string) => serverProblems(cause)?.message ?? fallback;

/** How the list and the messages name a person: their email, else their phone. */
const nameOf = (p: Pick<StaffPerson, "email" | "phone">) => p.email || showPhone(p.phone);
/** How a path names them: the email, else the +91 number. */
const whoOf = (p: Pick<StaffPerson, "email" | "phone">) => p.email || p.phone;

export default function SupportAdmins(_: StaffScreenProps) {
  const [people, setPeople] = useState<StaffPerson[] | null>(null);
  const [loadError, setLoadError] = useState("");
  const [message, setMessage] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const emailInput = useRef<HTMLInputElement>(null);
  const phoneInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    document.title = "Support admins · Master admin";
    supportAdmins().then(
      (a) => setPeople(a.people),
      (cause) =>
        setLoadError(refusal(cause, "Could not load the support admins. Check your connection and reload.")),
    );
  }, []);

  const add = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const typed = {
      email: String(data.get("email") ?? "").trim(),
      phone: String(data.get("phone") ?? "").trim(),
    };
    setMessage("");
    const parsed = v.safeParse(PersonRequest, typed);
    const problems: FieldErrors = parsed.success
      ? {}
      : typed.email || typed.phone
        ? schemaProblems(PersonRequest, typed)
        : { email: "Give their email or their phone number (or both)" };
    setErrors(problems);
    if (problems.email) return emailInput.current?.focus();
    if (problems.phone) return phoneInput.current?.focus();
    if (!parsed.success) return;
    const person = parsed.output;
    setBusy(true);
    try {
      setPeople((await addSupportAdmin(person)).people);
      setMessage(
        `Added ${nameOf({ email: person.email ?? "", phone: person.phone ?? "" })} as a support admin: they can sign in on /Admin now.`,
      );
      form.reset();
      emailInput.current?.focus();
    } catch (cause) {
      const problem = serverProblems(cause);
      const field = problem?.fields.phone ? "phone" : "email";
      setErrors({
        [field]: problem
          ? (problem.fields[field] ?? problem.message)
          : "Could not add them: check your connection and try again.",
      });
      (field === "phone" ? phoneInput : emailInput).current?.focus();
    } finally {
      setBusy(false);
    }
  };

  const remove = async (person: StaffPerson) => {
    setMessage("");
    try {
      setPeople((await removeSupportAdmin(whoOf(person))).people);
      setMessage(`Removed ${nameOf(person)}: their support access ends at their next call.`);
    } catch (cause) {
      setMessage(refusal(cause, "Could not remove them: check your connection and try again."));
    }
  };

  return (
    <div className="console-screen">
      <ScreenTitle>Support admins</ScreenTitle>
      <p>
        Support admins find and help with any shop's orders on <a href="/Admin">/Admin</a>. They have no
        catalogue or settings rights.
      </p>
      <section className="console-section" aria-labelledby="support-list">
        <h2 id="support-list">Who is a support admin</h2>
        {loadError ? (
          <p className="console-error" role="alert">
            {loadError}
          </p>
        ) : people === null ? (
          <Loading label="Loading the support admins" />
        ) : people.length === 0 ? (
          <p>Nobody yet.</p>
        ) : (
          <ul className="console-rows">
            {people.map((p) => (
              <li key={`${p.email}|${p.phone}`} className="console-row">
                <div className="console-row-text">
                  <p className="console-strong">{nameOf(p)}</p>
                  <p className="console-muted">
                    {p.email && p.phone ? `${showPhone(p.phone)} · ` : ""}
                    {p.grantedBy ? `added by ${p.grantedBy} · ` : ""}
                    {formatIndiaDateTime(p.createdAt)}
                  </p>
                </div>
                <ConfirmButton
                  label="Remove"
                  hiddenLabel={nameOf(p)}
                  title={`Remove ${nameOf(p)}?`}
                  text="They stop being a support admin: their access ends at their next call. You can add them again later."
                  confirm="Remove"
                  keep="Keep them"
                  onConfirm={() => void remove(p)}
                />
              </li>
            ))}
          </ul>
        )}
        <p className="console-message" role="status">
          {message}
        </p>
      </section>
      <form className="console-form console-inline-form" noValidate onSubmit={(e) => void add(e)}>
        <h2>Add a support admin</h2>
        <p className="console-hint">
          By the Google account they sign in with, their mobile number (they sign in with a code by SMS), or
          both.
        </p>
        <Field id="support-email" label="Email" error={errors.email}>
          {(a) => (
            <input
              ref={emailInput}
              name="email"
              type="email"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              {...a}
            />
          )}
        </Field>
        <Field id="support-phone" label="Mobile number" hint="Like 98765 43210" error={errors.phone}>
          {(a) => (
            <input
              ref={phoneInput}
              name="phone"
              type="tel"
              inputMode="tel"
              autoComplete="off"
              maxLength={20}
              {...a}
            />
          )}
        </Field>
        <button type="submit" className="button" disabled={busy}>
          Add support admin
        </button>
      </form>
    </div>
  );
}
