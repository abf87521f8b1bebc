/**
 * The franchise owner's screen (/Admin, role franchise): the plan and how
 * many of its storefronts are open, the owner's commission, the storefronts
 * (each live at its subdomain; a new one opens at once, refused past the
 * plan's limit with the server's words) and the riders, who sign in with the
 * phone given here (added, changed, removed behind a confirmation).
 */
import { type FormEvent, type ReactNode, useEffect, useState } from "react";
import { type FieldErrors, schemaProblems, serverProblems } from "../../api/formErrors";
import * as api from "../../api/franchise";
import { refusalOf } from "../../api/refusal";
import {
  CommissionRequest,
  type FranchiseResponse,
  type FranchiseRider,
  FranchiseShopRequest,
  RiderRequest,
} from "../../contract/franchise";
import { FRANCHISE_PLANS, storesUsed } from "../../domain/franchise";
import { shopUrl } from "../../domain/shopUrl";
import { showPhone } from "../../domain/signInPhone";
import type { StaffScreenProps } from "../screenProps";
import { ConfirmButton, Field, Loading, ScreenTitle } from "../ui";

/** A form's fields as typed, trimmed, empty ones left out. */
const fieldsOf = (event: FormEvent<HTMLFormElement>) =>
  Object.fromEntries(
    [...new FormData(event.currentTarget)].map(([k, v]) => [k, String(v).trim()]).filter(([, v]) => v !== ""),
  ) as Record<string, string>;

export default function Franchise(_props: StaffScreenProps) {
  const [data, setData] = useState<FranchiseResponse | null>(null);
  const [failure, setFailure] = useState("");
  const [message, setMessage] = useState("");

  useEffect(() => {
    api
      .myFranchise()
      .then(setData, (cause) =>
        setFailure(refusalOf(cause, "Could not load your franchise: check your connection and reload.")),
      );
  }, []);

  if (!data) {
    return (
      <div className="console-screen">
        <ScreenTitle>Your franchise</ScreenTitle>
        {failure ? (
          <p className="console-error" role="alert">
            {failure}
          </p>
        ) : (
          <Loading label="Loading your franchise" />
        )}
      </div>
    );
  }
  const { franchise, shops, riders } = data;
  const setRiders = (list: FranchiseRider[]) => setData({ ...data, riders: list });
  return (
    <div className="console-screen">
      <ScreenTitle>{franchise.name}</ScreenTitle>
      <p>
        {franchise.area} · {FRANCHISE_PLANS[franchise.plan].name} ·{" "}
        {storesUsed(franchise.plan, franchise.shopCount)}
      </p>
      {franchise.status === "suspended" ? (
        <p className="console-error" role="alert">
          This franchise is suspended{franchise.suspendedReason ? ` (${franchise.suspendedReason})` : ""}:
          call the helpline to resume it. Until then nothing here can be changed.
        </p>
      ) : null}
      <p className="console-message" role="status">
        {message}
      </p>
      <Commission
        percent={franchise.commissionPercent}
        onSaved={(percent) => {
          setData({ ...data, franchise: { ...franchise, commissionPercent: percent } });
          setMessage(`Commission saved: ${percent}%`);
        }}
      />
      <section className="console-card" aria-labelledby="franchise-shops">
        <h2 id="franchise-shops">Storefronts</h2>
        {shops.length === 0 ? (
          <p>No storefronts yet: open the first one below.</p>
        ) : (
          <ul className="console-rows">
            {shops.map((shop) => (
              <li key={shop.shopId}>
                <a href={shopUrl(__PUBLIC_ENV__.platform, shop.shopId)}>{shop.name || shop.shopId}</a>{" "}
                <span className="console-muted">
                  {shop.shopId} · {shop.status} · owner {shop.ownerEmail || showPhone(shop.ownerPhone)}
                </span>
              </li>
            ))}
          </ul>
        )}
        <NewShop
          onOpened={(fresh, shopId) => {
            setData(fresh);
            setMessage(`Storefront ${shopId} is open`);
          }}
        />
      </section>
      <Riders riders={riders} onChange={setRiders} onMessage={setMessage} />
    </div>
  );
}

/** A form's failure line and its submit button. */
function Submit({ failure, busy, children }: { failure: string; busy: boolean; children: ReactNode }) {
  return (
    <>
      {failure ? (
        <p className="console-error" role="alert">
          {failure}
        </p>
      ) : null}
      <button type="submit" className="button" disabled={busy}>
        {children}
      </button>
    </>
  );
}

/** Checks `value` with `schema`, sends it with `send` when it passes; errors beside fields, else a line. */
function useForm() {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState("");
  const [busy, setBusy] = useState(false);
  const run = async (prefix: string, problems: FieldErrors, send: () => Promise<void>) => {
    setErrors(problems);
    setFailure("");
    const first = Object.keys(problems)[0];
    if (first) {
      document.getElementById(`${prefix}-${first}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      await send();
    } catch (cause) {
      const refused = serverProblems(cause);
      setErrors(refused?.fields ?? {});
      setFailure(refused?.message ?? "Could not save: check your connection and try again.");
      const field = Object.keys(refused?.fields ?? {})[0];
      if (field) document.getElementById(`${prefix}-${field}`)?.focus();
    } finally {
      setBusy(false);
    }
  };
  return { errors, failure, busy, run };
}

function Commission({ percent, onSaved }: { percent: number; onSaved: (percent: number) => void }) {
  const [typed, setTyped] = useState(String(percent));
  const form = useForm();
  return (
    <section className="console-card" aria-labelledby="franchise-commission">
      <h2 id="franchise-commission">Your commission</h2>
      <form
        className="console-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const request = { commissionPercent: typed.trim() === "" ? Number.NaN : Number(typed) };
          void form.run("commission", schemaProblems(CommissionRequest, request), async () => {
            const { franchise } = await api.setCommission(request);
            onSaved(franchise.commissionPercent);
          });
        }}
      >
        <Field
          id="commission-commissionPercent"
          label="Commission on your shops' sales (%)"
          error={form.errors.commissionPercent}
        >
          {(a) => (
            <input
              {...a}
              type="number"
              inputMode="decimal"
              min={0}
              max={100}
              step="any"
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
            />
          )}
        </Field>
        <Submit failure={form.failure} busy={form.busy}>
          Save commission
        </Submit>
      </form>
    </section>
  );
}

function NewShop({ onOpened }: { onOpened: (data: FranchiseResponse, shopId: string) => void }) {
  const form = useForm();
  return (
    <details>
      <summary>Open a storefront</summary>
      <form
        aria-label="Open a storefront"
        className="console-form"
        noValidate
        onSubmit={(e) => {
          const target = e.currentTarget;
          e.preventDefault();
          const request = fieldsOf(e);
          void form.run("shop", schemaProblems(FranchiseShopRequest, request), async () => {
            const fresh = await api.addFranchiseShop(request as FranchiseShopRequest);
            target.reset();
            onOpened(fresh, request.shopId ?? "");
          });
        }}
      >
        <Field
          id="shop-shopId"
          label="Web address (subdomain)"
          error={form.errors.shopId}
          hint="3 to 63 lower-case letters, digits or hyphens, like pink-city-sweets"
        >
          {(a) => <input {...a} name="shopId" autoCapitalize="none" spellCheck={false} maxLength={63} />}
        </Field>
        <Field id="shop-name" label="Shop name" error={form.errors.name}>
          {(a) => <input {...a} name="name" maxLength={80} />}
        </Field>
        <Field
          id="shop-ownerEmail"
          label="Owner's Google email"
          error={form.errors.ownerEmail}
          hint="The owner signs in with this email, or with the phone below"
        >
          {(a) => <input {...a} name="ownerEmail" type="email" autoComplete="off" />}
        </Field>
        <Field id="shop-ownerPhone" label="Owner's mobile number" error={form.errors.ownerPhone}>
          {(a) => <input {...a} name="ownerPhone" type="tel" inputMode="tel" autoComplete="off" />}
        </Field>
        <Field id="shop-shopType" label="Shop type" error={form.errors.shopType}>
          {(a) => (
            <select {...a} name="shopType" defaultValue="product">
              <option value="product">Products</option>
              <option value="service">Services</option>
            </select>
          )}
        </Field>
        <Submit failure={form.failure} busy={form.busy}>
          Open storefront
        </Submit>
      </form>
    </details>
  );
}

/** The rider form's fields (add, or change one). */
function RiderFields({
  prefix,
  errors,
  rider,
}: {
  prefix: string;
  errors: FieldErrors;
  rider?: FranchiseRider;
}) {
  return (
    <>
      <Field id={`${prefix}-name`} label="Rider's name" error={errors.name}>
        {(a) => <input {...a} name="name" defaultValue={rider?.name} maxLength={60} autoComplete="off" />}
      </Field>
      <Field id={`${prefix}-phone`} label="Mobile number (they sign in with it)" error={errors.phone}>
        {(a) => (
          <input
            {...a}
            name="phone"
            type="tel"
            inputMode="tel"
            defaultValue={rider ? showPhone(rider.phone) : ""}
            autoComplete="off"
          />
        )}
      </Field>
      <Field
        id={`${prefix}-vehicleType`}
        label="Vehicle"
        error={errors.vehicleType}
        hint="Like Bike, Scooter, Bicycle or Auto"
      >
        {(a) => <input {...a} name="vehicleType" defaultValue={rider?.vehicleType} maxLength={40} />}
      </Field>
    </>
  );
}

function Riders({
  riders,
  onChange,
  onMessage,
}: {
  riders: FranchiseRider[];
  onChange: (riders: FranchiseRider[]) => void;
  onMessage: (message: string) => void;
}) {
  const form = useForm();
  const [removing, setRemoving] = useState("");
  return (
    <section className="console-card" aria-labelledby="franchise-riders">
      <h2 id="franchise-riders">Riders</h2>
      <p>Your riders sign in on this console with their phone and see your shops' orders only.</p>
      {removing ? (
        <p className="console-error" role="alert">
          {removing}
        </p>
      ) : null}
      {riders.length === 0 ? (
        <p>No riders yet: add the first one below.</p>
      ) : (
        <ul className="console-rows">
          {riders.map((rider) => (
            <li key={rider.riderId} className="console-card">
              <p>
                <strong>{rider.name}</strong> · {rider.vehicleType} ·{" "}
                <a href={`tel:${rider.phone}`}>{showPhone(rider.phone)}</a>
              </p>
              <EditRider rider={rider} onChange={onChange} onMessage={onMessage} />
              <ConfirmButton
                label="Remove"
                hiddenLabel={rider.name}
                className="button button-danger-quiet"
                title={`Remove ${rider.name}?`}
                text={`${rider.name} can no longer sign in as your rider. Orders they delivered keep their name.`}
                confirm="Remove rider"
                keep="Keep the rider"
                onConfirm={() => {
                  setRemoving("");
                  api.removeRider(rider.riderId).then(
                    (answer) => {
                      onChange(answer.riders);
                      onMessage(`${rider.name} removed`);
                    },
                    (cause) => setRemoving(refusalOf(cause, "Could not remove the rider: try again.")),
                  );
                }}
              />
            </li>
          ))}
        </ul>
      )}
      <details>
        <summary>Add a rider</summary>
        <form
          aria-label="Add a rider"
          className="console-form"
          noValidate
          onSubmit={(e) => {
            const target = e.currentTarget;
            e.preventDefault();
            const request = fieldsOf(e);
            void form.run("rider", schemaProblems(RiderRequest, request), async () => {
              const answer = await api.addRider(request as RiderRequest);
              target.reset();
              onChange(answer.riders);
              onMessage(`${request.name} added: they sign in with their phone`);
            });
          }}
        >
          <RiderFields prefix="rider" errors={form.errors} />
          <Submit failure={form.failure} busy={form.busy}>
            Add rider
          </Submit>
        </form>
      </details>
    </section>
  );
}

function EditRider({
  rider,
  onChange,
  onMessage,
}: {
  rider: FranchiseRider;
  onChange: (riders: FranchiseRider[]) => void;
  onMessage: (message: string) => void;
}) {
  const form = useForm();
  const prefix = `rider-${rider.riderId}`;
  return (
    <details>
      <summary>
        Change<span className="visually-hidden"> {rider.name}</span>
      </summary>
      <form
        aria-label={`Change ${rider.name}`}
        className="console-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const request = fieldsOf(e);
          void form.run(prefix, schemaProblems(RiderRequest, request), async () => {
            const answer = await api.editRider(rider.riderId, request as RiderRequest);
            onChange(answer.riders);
            onMessage(`${request.name} saved`);
          });
        }}
      >
        <RiderFields prefix={prefix} errors={form.errors} rider={rider} />
        <Submit failure={form.failure} busy={form.busy}>
          Save rider
        </Submit>
      </form>
    </details>
  );
}
