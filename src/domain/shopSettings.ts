/**
 * The seller's shop settings form, checked the same way in the console and
 * on the server: every field's problem, in the form's order, so the form
 * shows each beside its field and the server refuses with the first.
 */
import { isIndianMobile } from "./address";
import { gstinProblem, gstinState } from "./gstin";
import { stateName } from "./indianStates";
import { vpaProblem } from "./vpa";

/** The settings fields these checks read. */
export interface SettingsForm {
  shopName: string;
  phoneNumber: string;
  whatsapp: string;
  cod: boolean;
  upiId: string;
  payeeName: string;
  gstin: string;
  stateCode: string;
}

export type SettingsProblem = { field: keyof SettingsForm; message: string };

export const PHONE_PROBLEM = "Enter a 10-digit Indian mobile number, like 98765 43210";
export const NO_WAY_TO_PAY = "Add a UPI id or turn on cash on delivery: shoppers need a way to pay";
export const PAYEE_NEEDED = "Enter the name your UPI app shows for this UPI id";

/**
 * The form as it is saved: phone and WhatsApp numbers as +91 and their 10
 * digits (the WhatsApp link is the number without its +, so it needs the
 * country code: wa.me/91…), the UPI id and GSTIN trimmed. Run after the
 * checks pass (the numbers are then Indian mobiles).
 */
export function savedSettings<F extends SettingsForm>(form: F): F {
  const phone = (n: string) => (n.trim() ? `+91${n.replace(/\D/g, "").slice(-10)}` : "");
  return {
    ...form,
    phoneNumber: phone(form.phoneNumber),
    whatsapp: phone(form.whatsapp),
    upiId: form.upiId.trim(),
    gstin: form.gstin.trim().toUpperCase(),
  };
}

/** Every problem of a settings form; empty when it can be saved. */
export function settingsProblems(form: SettingsForm): SettingsProblem[] {
  const problems: SettingsProblem[] = [];
  const add = (field: keyof SettingsForm, message: string | null) => {
    if (message) problems.push({ field, message });
  };
  add("shopName", form.shopName.trim() ? null : "Enter the shop's name");
  add("phoneNumber", form.phoneNumber.trim() && !isIndianMobile(form.phoneNumber) ? PHONE_PROBLEM : null);
  add("whatsapp", form.whatsapp.trim() && !isIndianMobile(form.whatsapp) ? PHONE_PROBLEM : null);
  const upi = form.upiId.trim();
  add("upiId", upi ? vpaProblem(upi) : form.cod ? null : NO_WAY_TO_PAY);
  add("payeeName", upi && !form.payeeName.trim() ? PAYEE_NEEDED : null);
  const gstin = form.gstin.trim();
  add("gstin", gstin ? gstinProblem(gstin) : null);
  add("stateCode", form.stateCode && !stateName(form.stateCode) ? "Choose the shop's state" : null);
  if (gstin && !gstinProblem(gstin) && form.stateCode && gstinState(gstin) !== form.stateCode) {
    const registered = stateName(gstinState(gstin) ?? "") ?? "another state";
    add("stateCode", `This GSTIN is registered in ${registered}: choose that state`);
  }
  if (gstin && !form.stateCode) add("stateCode", "Choose the state the shop sells from");
  return problems;
}
