/**
 * Placeholder: the kiosk operator's dashboard (/emitra/dashboard: their own
 * merchants, enrolling one with "Add User", fees and commission) replaces
 * this file. It keeps the spec's layout (SPEC §2 kiosk-operator dashboard):
 * the profile, 'All Users' with 'Add User', the filter, 'Find User...' and
 * the table, with no rows until the merchants are wired.
 */
import { USER_FILTERS } from "../../domain/kioskUsers";
import { showPhone } from "../../domain/signInPhone";
import type { StaffScreenProps } from "../screenProps";
import { ScreenTitle } from "../ui";

const COLUMNS = ["User ID", "Name", "Phone No.", "E-mail", "Business Name", "Payment Status"];

export default function KioskDashboard({ me }: StaffScreenProps) {
  const kiosks = me.roles.filter((r) => r.role === "operator");
  const kioskIds = kiosks.map((r) => r.scope.replace(/^kiosk:/, "")).join(", ");
  const profile: [string, string][] = [
    ["Name", kiosks[0]?.name || "—"],
    ["Email", me.email || "—"],
    ["Phone", me.phone ? showPhone(me.phone) : "—"],
    ["Address", "—"],
    ["Kiosk ID", kioskIds || "—"],
    ["SSO ID", "—"],
  ];
  return (
    <div className="console-screen">
      <ScreenTitle>Kiosk operator dashboard</ScreenTitle>
      <p id="kiosk-soon" className="console-notice">
        Your merchants will show here: enrolling a merchant with "Add User" comes next.
      </p>
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
        <button type="button" className="button button-secondary" disabled aria-describedby="kiosk-soon">
          Upload Image
        </button>
      </section>
      <section className="console-section" aria-labelledby="kiosk-users">
        <div className="console-actions">
          <h2 id="kiosk-users">All Users</h2>
          <button type="button" className="button" disabled aria-describedby="kiosk-soon">
            Add User
          </button>
        </div>
        <search aria-label="Users">
          <form className="console-filters" onSubmit={(e) => e.preventDefault()}>
            <label>
              Filter users
              <select name="filter" disabled aria-describedby="kiosk-soon">
                {USER_FILTERS.map((f) => (
                  <option key={f}>{f}</option>
                ))}
              </select>
            </label>
            <label>
              Find user
              <input
                name="q"
                type="search"
                placeholder="Find User..."
                disabled
                aria-describedby="kiosk-soon"
              />
            </label>
          </form>
        </search>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than the phone scrolls, by keyboard too */}
        <section className="console-table-wrap" aria-label="All Users" tabIndex={0}>
          <table className="console-table">
            <thead>
              <tr>
                {COLUMNS.map((c) => (
                  <th key={c} scope="col">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              <tr>
                <td colSpan={COLUMNS.length}>No merchants yet: the merchants you enrol will show here.</td>
              </tr>
            </tbody>
          </table>
        </section>
      </section>
    </div>
  );
}
