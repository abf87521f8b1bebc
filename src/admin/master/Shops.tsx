/**
 * Placeholder: the master admins' shops list (/masteradmin: search and
 * filters, paged) replaces this file.
 */
import type { StaffScreenProps } from "../screenProps";
import { ScreenTitle } from "../ui";

export default function Shops(_: StaffScreenProps) {
  return (
    <div className="console-screen">
      <ScreenTitle>Shops</ScreenTitle>
      <div className="console-card">
        <p>Every shop of the platform, with search and filters, comes here.</p>
        <a href="/masteradmin/shop">Open a new shop</a>
      </div>
    </div>
  );
}
