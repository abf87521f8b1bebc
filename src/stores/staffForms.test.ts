import { describe, expect, it } from "vitest";
import { HTTPError } from "../api/client";
import { formOf, formStates, IDLE_FORM, setForm, submitForm } from "./staffForms";

/** An HTTPError (api/client.ts) carrying the API's error body. */
function refusal(status: number, body: unknown): HTTPError {
  return Object.assign(Object.create(HTTPError.prototype), {
    name: "HTTPError",
    data: body,
    response: { status },
  });
}

describe("a staff form's submit", () => {
  it("stops at the contract's problems: nothing is sent", async () => {
    const forms = formStates();
    let sent = 0;
    const outcome = await submitForm(
      forms,
      "shop",
      { name: "Enter the shop's name" },
      async () => {
        sent++;
      },
      "Could not save",
    );
    expect(outcome).toEqual({ ok: false, errors: { name: "Enter the shop's name" } });
    expect(forms.get()).toEqual({
      shop: { busy: false, errors: { name: "Enter the shop's name" }, failure: "" },
    });
    expect(sent).toBe(0);
  });

  it("is busy while sending and idle once sent, its old errors gone", async () => {
    const forms = formStates();
    setForm(forms, "shop", { busy: false, errors: { name: "Enter the shop's name" }, failure: "Refused" });
    let busy: boolean | undefined;
    const outcome = await submitForm(
      forms,
      "shop",
      {},
      async () => {
        busy = formOf(forms.get(), "shop").busy;
      },
      "Could not save",
    );
    expect(outcome).toEqual({ ok: true });
    expect(busy).toBe(true);
    expect(formOf(forms.get(), "shop")).toEqual(IDLE_FORM);
  });

  it("keeps the server's field errors and words, or the fallback when the network failed", async () => {
    const forms = formStates();
    const refused = await submitForm(
      forms,
      "rider",
      {},
      async () => {
        throw refusal(400, {
          error: "Bad phone",
          issues: [{ field: "phone", message: "that phone is taken" }],
        });
      },
      "Could not save",
    );
    expect(refused).toEqual({ ok: false, errors: { phone: "That phone is taken" } });
    expect(formOf(forms.get(), "rider")).toEqual({
      busy: false,
      errors: { phone: "That phone is taken" },
      failure: "Bad phone",
    });
    await submitForm(
      forms,
      "rider",
      {},
      async () => {
        throw new TypeError("Failed to fetch");
      },
      "Could not save",
    );
    expect(formOf(forms.get(), "rider")).toEqual({ busy: false, errors: {}, failure: "Could not save" });
    expect(formOf(forms.get(), "other")).toEqual(IDLE_FORM);
  });
});
