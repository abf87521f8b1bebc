/** Links built from a shop's settings (SPEC §1 header, §2 auth-screen footer). */

/** The WhatsApp chat link for a phone number: its leading + removed (and spaces or dashes dropped). */
export function whatsappUrl(phoneNumber: string): string | null {
  const digits = phoneNumber
    .trim()
    .replace(/^\+/, "")
    .replace(/[\s()-]/g, "");
  return /^\d{6,15}$/.test(digits) ? `https://wa.me/${digits}` : null;
}

/** A tel: link for a phone number, or null when there is none. */
export function telUrl(phoneNumber: string): string | null {
  const n = phoneNumber.replace(/[\s()-]/g, "");
  return /^\+?\d{6,15}$/.test(n) ? `tel:${n}` : null;
}
