/**
 * /masteradmin/shop/{shopId}: one shop for the master admin. Its details
 * (address, status and the date it turns on, owner, type, who opened it and
 * through whom, orders), its people, and its newest audit entries. A master
 * admin suspends it with a reason (its storefront says it is closed and
 * takes no orders; its data stays), resumes it, and hands it to a new owner
 * (the old owner's access ends at their next call), each after confirming.
 */
import { useEffect, useState } from "react";
import { type FieldErrors, schemaProblems, serverProblems } from "../../api/formErrors";
import { getPlatformShop, resumeShop, suspendShop, transferShop } from "../../api/platform";
import { type PlatformShopDetail, SuspendShopRequest, TransferShopRequest } from "../../contract/platform";
import { auditAction } from "../../domain/console/auditWords";
import { formatIndiaDateTime } from "../../domain/delivery";
import { isShopId } from "../../domain/host";
import { shopUrl } from "../../domain/shopUrl";
import { showPhone } from "../../domain/signInPhone";
import { staffHref } from "../routes";
import type { StaffScreenProps } from "../screenProps";
import { ConfirmButton, Field, Loading, ScreenTitle } from "../ui";
import { ActionDialog, FIELD_SAYS_WHY } from "./ActionDialog";
import { AuditChanges } from "./AuditChanges";
import { dayOf, ownerOf, StatusBadge, statusDate, viaOf } from "./shopView";

const refusal = (cause: unknown, fallback: string) => serverProblems(cause)?.message ?? fallback;
const personOf = (p: { email: string; phone: string }) =>
  [p.email, p.phone ? showPhone(p.phone) : ""].filter(Boolean).join(" · ");

export default function ShopDetail({ route }: StaffScreenProps) {
  const shopId = route.route === "masterShop" && isShopId(route.params.shopId) ? route.params.shopId : "";
  const [detail, setDetail] = useState<PlatformShopDetail | null>(null);
  const [loadError, setLoadError] = useState("");
  const [message, setMessage] = useState("");
  const [dialogErrors, setDialogErrors] = useState<FieldErrors>({});

  useEffect(() => {
    getPlatformShop(shopId).then(
      (answer) => setDetail(answer),
      (cause) => setLoadError(refusal(cause, "Could not load the shop. Check your connection and reload.")),
    );
  }, [shopId]);
  const name = detail ? detail.shop.name || detail.shop.shopId : shopId;
  useEffect(() => {
    document.title = `${name} · Master admin`;
  }, [name]);

  /** Runs a change; its answer is the shop as changed. */
  const change = async (run: () => Promise<PlatformShopDetail>, done: (d: PlatformShopDetail) => string) => {
    setMessage("");
    try {
      const changed = await run();
      setDetail(changed);
      setMessage(done(changed));
      return null;
    } catch (cause) {
      const refused = serverProblems(cause);
      setDialogErrors(refused?.fields ?? {});
      return refused?.message ?? "Could not change the shop: check your connection and try again.";
    }
  };

  const suspend = (data: FormData) => {
    const reason = String(data.get("reason") ?? "");
    const problems = schemaProblems(SuspendShopRequest, { reason });
    setDialogErrors(problems);
    // Said once, beside the field.
    if (problems.reason) return Promise.resolve(FIELD_SAYS_WHY);
    return change(
      () => suspendShop(shopId, reason),
      () => `Suspended ${name}: its storefront says it is closed and takes no orders.`,
    );
  };

  const transfer = (data: FormData) => {
    const to = {
      email: String(data.get("email") ?? "").trim(),
      phone: String(data.get("phone") ?? "").trim(),
    };
    const problems = schemaProblems(TransferShopRequest, to);
    setDialogErrors(problems);
    const first = problems.email ?? problems.phone;
    if (first) return Promise.resolve(FIELD_SAYS_WHY);
    return change(
      () => transferShop(shopId, to),
      (d) => `${name} now belongs to ${ownerOf(d.shop)}. The old owner's access ends at their next call.`,
    );
  };

  const resume = () =>
    void change(
      () => resumeShop(shopId),
      () => `Resumed ${name}: its storefront is open again.`,
    ).then((refused) => refused && setMessage(refused));

  if (!detail) {
    return (
      <div className="console-screen">
        <ScreenTitle>Shop {shopId}</ScreenTitle>
        {loadError ? (
          <p className="console-error" role="alert">
            {loadError}
          </p>
        ) : (
          <Loading label="Loading the shop" />
        )}
        <a href={staffHref("masterShops")}>Back to the shops</a>
      </div>
    );
  }

  const { shop, people, audit, orders } = detail;
  const storefront = shopUrl(__PUBLIC_ENV__.platform, shop.shopId);
  return (
    <div className="console-screen">
      <p>
        <a href={staffHref("masterShops")}>All shops</a>
      </p>
      <ScreenTitle>{name}</ScreenTitle>
      <p className="shop-row-head">
        <StatusBadge status={shop.status} />
        <span>{statusDate(shop)}</span>
      </p>
      <p className="console-message" role="status">
        {message}
      </p>

      <section className="console-section" aria-labelledby="shop-facts">
        <h2 id="shop-facts">Details</h2>
        <dl className="console-facts">
          <div>
            <dt>Storefront</dt>
            <dd>
              <a href={storefront}>{storefront}</a>
            </dd>
          </div>
          <div>
            <dt>Owner</dt>
            <dd>{ownerOf(shop)}</dd>
          </div>
          <div>
            <dt>Sells</dt>
            <dd>{shop.shopType === "service" ? "Services (bookings)" : "Products"}</dd>
          </div>
          <div>
            <dt>Opened</dt>
            <dd>
              {dayOf(shop.createdAt)}
              {shop.createdBy ? ` by ${shop.createdBy}` : ""}
              {viaOf(shop.via) ? `, through ${viaOf(shop.via)}` : ""}
            </dd>
          </div>
          {shop.trialEndsAt ? (
            <div>
              <dt>Free trial ends</dt>
              <dd>{dayOf(shop.trialEndsAt)}</dd>
            </div>
          ) : null}
          <div>
            <dt>Paid</dt>
            <dd>{shop.paidAt ? dayOf(shop.paidAt) : "Not yet"}</dd>
          </div>
          {shop.renewalDueAt ? (
            <div>
              <dt>Renewal due</dt>
              <dd>{dayOf(shop.renewalDueAt)}</dd>
            </div>
          ) : null}
          {shop.suspendedAt ? (
            <div>
              <dt>{shop.status === "suspended" ? "Suspended" : "Last suspended"}</dt>
              <dd>
                {formatIndiaDateTime(shop.suspendedAt)}: {shop.suspendedReason}
              </dd>
            </div>
          ) : null}
          <div>
            <dt>Orders</dt>
            <dd>
              {orders.total} in all · {orders.open} open · {orders.last30Days} in the last 30 days
            </dd>
          </div>
        </dl>
      </section>

      <section className="console-section" aria-labelledby="shop-changes">
        <h2 id="shop-changes">Change this shop</h2>
        <div className="console-actions">
          {shop.status === "suspended" ? (
            <ConfirmButton
              label="Resume shop"
              title={`Resume ${name}?`}
              text="Its storefront opens again and takes orders."
              confirm="Resume shop"
              keep="Keep it suspended"
              danger={false}
              className="button"
              onConfirm={resume}
            />
          ) : (
            <ActionDialog
              label="Suspend shop"
              title={`Suspend ${name}?`}
              text="Its storefront says it is closed for now and takes no orders. Its products, orders and people stay, and you can resume it."
              confirm="Suspend shop"
              onConfirm={suspend}
            >
              <Field
                id="suspend-reason"
                label="Why (kept with the shop and in the audit log)"
                error={dialogErrors.reason}
              >
                {(a) => <textarea name="reason" maxLength={500} {...a} />}
              </Field>
            </ActionDialog>
          )}
          <ActionDialog
            label="Hand to a new owner"
            title={`Hand ${name} to a new owner?`}
            text={`The owner role moves to them. ${ownerOf(shop)} stops being the owner and loses access at their next call.`}
            confirm="Hand over"
            onConfirm={transfer}
          >
            <Field id="transfer-email" label="New owner's email" error={dialogErrors.email}>
              {(a) => (
                <input
                  name="email"
                  type="email"
                  maxLength={254}
                  autoComplete="off"
                  autoCapitalize="none"
                  spellCheck={false}
                  {...a}
                />
              )}
            </Field>
            <Field
              id="transfer-phone"
              label="New owner's mobile number"
              hint="Like 98765 43210"
              error={dialogErrors.phone}
            >
              {(a) => (
                <input name="phone" type="tel" inputMode="tel" maxLength={20} autoComplete="off" {...a} />
              )}
            </Field>
          </ActionDialog>
        </div>
      </section>

      <section className="console-section" aria-labelledby="shop-people">
        <h2 id="shop-people">People</h2>
        {people.length === 0 ? (
          <p>Nobody works in this shop.</p>
        ) : (
          <ul className="console-rows">
            {people.map((p) => (
              <li key={`${p.email}|${p.phone}`} className="console-row">
                <div className="console-row-text">
                  <p className="console-strong">{personOf(p)}</p>
                  <p className="console-muted">
                    {p.role === "owner" ? "Owner" : "Staff"}
                    {p.grantedBy ? ` · added by ${p.grantedBy}` : ""} · {formatIndiaDateTime(p.createdAt)}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="console-section" aria-labelledby="shop-audit">
        <h2 id="shop-audit">Recent changes</h2>
        {audit.length === 0 ? (
          <p>None yet.</p>
        ) : (
          <ol className="console-rows">
            {audit.map((e) => (
              <li key={e.id} className="console-row">
                <div className="console-row-text">
                  <p>
                    <span className="console-strong">{auditAction(e.action)}</span>
                    {e.target ? ` · ${e.target}` : ""}
                  </p>
                  <p className="console-muted">
                    {formatIndiaDateTime(e.at)} · by {e.actor || "the system"}
                  </p>
                  <AuditChanges before={e.before} after={e.after} />
                </div>
              </li>
            ))}
          </ol>
        )}
        <p>
          <a href={`/masteradmin/audit?scope=${encodeURIComponent(`shop:${shop.shopId}`)}`}>
            Everything in the audit log for this shop
          </a>
        </p>
      </section>
    </div>
  );
}
