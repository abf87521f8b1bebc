/**
 * Settings of the kiosk fees, read from the environment by loadConfig into
 * `config.kiosk`: the platform's UPI id the fees are paid to and the name
 * the payer's app shows; and the platform's own GSTIN (the operator a shop's
 * GSTR-1 names). Tests that pass no `kiosk` get the local defaults
 * (`kioskSettings(config)`).
 */
import { gstinProblem } from "../../domain/gstin";
import { vpaProblem } from "../../domain/vpa";
import { processVars, readSettings, type Vars } from "../../settings";

export type KioskSettings = {
  /** PLATFORM_GSTIN, upper case; "" when none (a shop's GSTR-1 then names no operator). */
  platformGstin?: string;
  /** PLATFORM_UPI_ID, lower case; "" when none (the UPI link is then not offered). */
  payeeVpa: string;
  /** PLATFORM_UPI_NAME. */
  payeeName: string;
};

/** Reads the kiosk settings; refuses a malformed UPI id at start. */
export function loadKioskSettings(env: Vars = processVars()): KioskSettings {
  const settings = readSettings(env);
  const vpa = (settings.PLATFORM_UPI_ID ?? "").toLowerCase();
  const problem = vpa ? vpaProblem(vpa) : null;
  if (problem) throw new Error(`PLATFORM_UPI_ID: ${problem}`);
  const gstin = (settings.PLATFORM_GSTIN ?? "").trim().toUpperCase();
  const gstinWrong = gstin ? gstinProblem(gstin) : null;
  if (gstinWrong) throw new Error(`PLATFORM_GSTIN: ${gstinWrong}`);
  return { payeeVpa: vpa, payeeName: settings.PLATFORM_UPI_NAME, platformGstin: gstin };
}

/** The configured kiosk settings, or the local defaults where the config has none. */
export const kioskSettings = (config: { kiosk?: KioskSettings }): KioskSettings =>
  config.kiosk ?? loadKioskSettings({});
