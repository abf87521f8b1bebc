import type { StaffPerson } from "../../contract/staff";
import { formatIndiaDateTime } from "../../domain/delivery";
import { showPhone } from "../../domain/signInPhone";

const personOf = (p: { email: string; phone: string }) =>
  [p.email, p.phone ? showPhone(p.phone) : ""].filter(Boolean).join(" · ");

/** The people of a shop on its page: each one's email and phone, role, who added them and when. */
export function ShopPeople({ people }: { people: StaffPerson[] }) {
  return (
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
  );
}
