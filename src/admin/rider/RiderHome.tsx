/**
 * The area of a rider who signed in by phone (/Admin, role rider): their
 * deliveries come here with the riders' screens. Until then the rider-key
 * console stays (sign out, then "Rider sign-in" with the key).
 */
import type { StaffScreenProps } from "../screenProps";
import { ScreenTitle } from "../ui";

export default function RiderHome({ me }: StaffScreenProps) {
  const where = me.roles
    .filter((r) => r.role === "rider")
    .map((r) => r.name || (r.scope === "platform" ? "the platform" : r.scope));
  return (
    <div className="console-screen">
      <ScreenTitle>Your deliveries</ScreenTitle>
      <div className="console-card">
        <p>You ride for {where.join(", ")}.</p>
        <p>
          Your orders will show here, with the pickup and drop addresses and the next step. Until then, use
          the rider key: sign out, then sign in under "Rider sign-in".
        </p>
      </div>
    </div>
  );
}
