/**
 * Placeholder: the support admins' screens (find an order across shops, its
 * timeline, cancel with a reason, reassign a rider) replace this file. The
 * shell (ConsoleApp.tsx) shows it on /Admin to support and master admins.
 */
import type { StaffScreenProps } from "../screenProps";
import { ScreenTitle } from "../ui";

export default function SupportOrders({ me }: StaffScreenProps) {
  return (
    <div className="console-screen">
      <ScreenTitle>Support</ScreenTitle>
      <div className="console-card">
        <p>
          Signed in as a {me.roles.some((r) => r.role === "master") ? "master" : "support"} admin. Finding an
          order across shops, its timeline, cancelling and reassigning its rider come here.
        </p>
      </div>
    </div>
  );
}
