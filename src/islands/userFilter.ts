/** <user-filter>: filters the dashboard's user rows by the filter select and the search box (SPEC §2). */
import { filterUsers, isUserFilter, type KioskUser } from "../domain/kioskUsers";

class UserFilter extends HTMLElement {
  connectedCallback(): void {
    const form = this.querySelector("form");
    const select = this.querySelector("select");
    const search = this.querySelector<HTMLInputElement>("input[type=search]");
    const status = this.querySelector("[data-status]");
    const empty = this.querySelector<HTMLElement>("[data-empty]");
    if (!form || !select || !search || !status || !empty) return;
    const rows = [...this.querySelectorAll<HTMLTableRowElement>("tr[data-user]")];
    const users = rows.map((row) => JSON.parse(row.dataset.user ?? "{}") as KioskUser);

    const apply = () => {
      const filter = isUserFilter(select.value) ? select.value : "Filter";
      const shown = new Set(filterUsers(users, filter, search.value));
      rows.forEach((row, i) => {
        row.hidden = !shown.has(users[i] as KioskUser);
      });
      status.textContent = `Showing ${shown.size} of ${users.length} users`;
      empty.hidden = shown.size > 0;
    };
    form.addEventListener("submit", (event) => event.preventDefault());
    select.addEventListener("change", apply);
    search.addEventListener("input", apply);
    apply();
  }
}

if (!customElements.get("user-filter")) customElements.define("user-filter", UserFilter);
