/**
 * /masteradmin/supportadmin: the support admins. A master admin adds a
 * person by the email they sign in with (Google), their phone (a phone
 * code), or both, and removes one after confirming: their access ends at
 * their next call. Each change is in the audit log.
 */
import { useStore } from "@nanostores/react";
import { useEffect, useRef } from "react";
import type { StaffPerson } from "../../contract/staff";
import { staffPersonName } from "../../domain/console/platformPeople";
import { formatIndiaDateTime } from "../../domain/delivery";
import { showPhone } from "../../domain/signInPhone";
import {
  $supportAdminChange,
  $supportAdmins,
  leaveSupportAdmins,
  loadSupportAdmins,
  removeSupportAdminPerson,
} from "../../stores/supportAdmins";
import { Alert } from "../../ui/Alert";
import type { StaffScreenProps } from "../screenProps";
import { ConfirmButton, Loading, ScreenTitle } from "../ui";
import { AddSupportAdmin } from "./AddSupportAdmin";

export default function SupportAdmins(_: StaffScreenProps) {
  const list = useStore($supportAdmins);
  const { notice } = useStore($supportAdminChange);
  const noticeLine = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    document.title = "Support admins · Master admin";
    void loadSupportAdmins();
    return leaveSupportAdmins;
  }, []);

  // Their row goes with them: focus goes to the line saying so.
  const remove = async (person: StaffPerson) => {
    if (await removeSupportAdminPerson(person)) noticeLine.current?.focus();
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
        <Alert>{list.status === "failed" ? list.message : ""}</Alert>
        {list.status === "failed" ? null : list.status !== "ready" ? (
          <Loading label="Loading the support admins" />
        ) : list.people.length === 0 ? (
          <p>Nobody yet.</p>
        ) : (
          <ul className="console-rows">
            {list.people.map((p) => (
              <li key={`${p.email}|${p.phone}`} className="console-row">
                <div className="console-row-text">
                  <p className="console-strong">{staffPersonName(p)}</p>
                  <p className="console-muted">
                    {p.email && p.phone ? `${showPhone(p.phone)} · ` : ""}
                    {p.grantedBy ? `added by ${p.grantedBy} · ` : ""}
                    {formatIndiaDateTime(p.createdAt)}
                  </p>
                </div>
                <ConfirmButton
                  label="Remove"
                  hiddenLabel={staffPersonName(p)}
                  title={`Remove ${staffPersonName(p)}?`}
                  text="They stop being a support admin: their access ends at their next call. You can add them again later."
                  confirm="Remove"
                  keep="Keep them"
                  onConfirm={() => void remove(p)}
                />
              </li>
            ))}
          </ul>
        )}
        <p ref={noticeLine} tabIndex={-1} className="console-message" role="status">
          {notice}
        </p>
      </section>
      <AddSupportAdmin />
    </div>
  );
}
