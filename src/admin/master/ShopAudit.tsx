import type { AuditEntry } from "../../contract/staff";
import { auditAction } from "../../domain/console/auditWords";
import { formatIndiaDateTime } from "../../domain/delivery";
import { staffHref } from "../routes";
import { AuditChanges } from "./AuditChanges";

/** A shop's newest audit entries on its page, with the way to all of them in the audit log. */
export function ShopAudit({ shopId, audit }: { shopId: string; audit: AuditEntry[] }) {
  return (
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
        <a href={staffHref("masterAudit", {}, { scope: `shop:${shopId}` })}>
          Everything in the audit log for this shop
        </a>
      </p>
    </section>
  );
}
