/**
 * The kiosk operator's profile block on their dashboard: who they are (name,
 * email, phone, address, kiosk and SSO ids) and the photo button, which
 * waits for the platform's team to add photos.
 */
import type { KioskOperator } from "../../contract/kiosk";
import { showKioskId } from "../../domain/kioskMerchants";
import { showPhone } from "../../domain/signInPhone";

export function Profile({ operator }: { operator: KioskOperator }) {
  const profile: [string, string][] = [
    ["Name", operator.name],
    ["Email", operator.email || "—"],
    ["Phone", showPhone(operator.phone)],
    ["Address", operator.address || "—"],
    ["Kiosk ID", showKioskId(operator.kioskId)],
    ["SSO ID", operator.ssoId || "—"],
  ];
  return (
    <section className="console-card" aria-labelledby="kiosk-profile">
      <h2 id="kiosk-profile">Profile</h2>
      <dl className="console-facts">
        {profile.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p id="kiosk-photo-hint" className="console-hint">
        Photos are added by the platform's team for now.
      </p>
      <button type="button" className="button button-secondary" disabled aria-describedby="kiosk-photo-hint">
        Upload Image
      </button>
    </section>
  );
}
