/**
 * The platform's staff calls (/api/staff, src/contract/staff.ts), one typed
 * function each, over the staff client (staffHttp.ts: the signed-in
 * person's Firebase ID token as Bearer, and a 401 ends the staff app's
 * session with a notice). Every staff screen's calls go through that client.
 */
import {
  AuditResponse,
  type PersonRequest,
  SignOutResponse,
  StaffMeResponse,
  SupportAdminsResponse,
} from "../contract/staff";
import { staffHttp } from "./staffHttp";

/** Writes are never repeated by the client. */
const once = { retry: 0 } as const;

/** GET /api/staff/me: the signed-in person, every role they hold, and when this sign-in ends. */
export const staffMe = () => staffHttp.get("api/staff/me").json(StaffMeResponse);

/** POST /api/staff/signout: every sign-in of this person, on every device, ends now. */
export const signOutEveryDevice = () => staffHttp.post("api/staff/signout", once).json(SignOutResponse);

/** The audit log's filters and page (`before`: the `next` of the page before). */
export interface AuditFilter {
  scope?: string;
  actor?: string;
  action?: string;
  before?: string;
}

/** GET /api/staff/audit: the audit trail, newest first, 50 a page (master admins). */
export function auditLog(filter: AuditFilter = {}) {
  const searchParams = Object.fromEntries(Object.entries(filter).filter(([, value]) => value));
  return staffHttp.get("api/staff/audit", { searchParams }).json(AuditResponse);
}

/** GET /api/staff/support-admins (master admins). */
export const supportAdmins = () => staffHttp.get("api/staff/support-admins").json(SupportAdminsResponse);

/** POST /api/staff/support-admins: makes a person a support admin; answers the list. */
export const addSupportAdmin = (person: PersonRequest) =>
  staffHttp.post("api/staff/support-admins", { json: person, ...once }).json(SupportAdminsResponse);

/** DELETE /api/staff/support-admins/{email or phone}: their access ends at their next call; answers the list. */
export const removeSupportAdmin = (who: string) =>
  staffHttp.delete(`api/staff/support-admins/${encodeURIComponent(who)}`, once).json(SupportAdminsResponse);
