/**
 * The kiosk operator's commission card: what they have earned, how many of
 * their merchants have paid (and renewed), what each payment earns them, the
 * renewals due and the trials running or ended unpaid.
 */
import type { KioskCommission } from "../../contract/kiosk";
import { formatInr } from "../../domain/inr";
import { ONE_TIME_FEE_RUPEES } from "../../domain/kioskFees";

export function Commission({ commission }: { commission: KioskCommission }) {
  return (
    <section className="console-card" aria-labelledby="kiosk-commission">
      <h2 id="kiosk-commission">Your commission</h2>
      <dl className="console-facts">
        <div>
          <dt>Earned</dt>
          <dd className="console-strong">{formatInr(commission.earned)}</dd>
        </div>
        <div>
          <dt>Paid merchants</dt>
          <dd>
            {commission.paidMerchants} of {commission.merchants}
            {commission.renewals ? `, ${commission.renewals} renewed` : ""}
          </dd>
        </div>
        <div>
          <dt>Per paid merchant</dt>
          <dd>{formatInr(commission.perPayment)}</dd>
        </div>
        <div>
          <dt>Renewals due</dt>
          <dd>{commission.renewalsDue}</dd>
        </div>
        <div>
          <dt>In free trial</dt>
          <dd>{commission.inTrial}</dd>
        </div>
        <div>
          <dt>Trial ended unpaid</dt>
          <dd>{commission.trialEnded}</dd>
        </div>
      </dl>
      <p className="console-hint">
        A merchant pays {formatInr(ONE_TIME_FEE_RUPEES)} once; you earn {formatInr(commission.perPayment)}{" "}
        when it is paid. Six months after a payment the renewal falls due: the shop stays open, and renewing
        it earns your commission again.
      </p>
    </section>
  );
}
