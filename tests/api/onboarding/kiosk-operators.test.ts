/**
 * The master admin's kiosk operators (/api/platform/kiosks): the list and a
 * new operator, who then signs in by phone and works their kiosk. Allowed
 * (master), refused (support, an operator, a seller, a shopper: 403),
 * signed out (401); bad input changes nothing.
 */
import { and, count, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { KioskOperatorsResponse } from "../../../src/contract/kiosk";
import { KIOSK_ID_FORMAT } from "../../../src/domain/kioskMerchants";
import { SIGN_IN_PHONE_FORMAT } from "../../../src/domain/signInPhone";
import type { App } from "../../../src/server/app";
import type { DbHandle } from "../../../src/server/db/connection";
import { auditLog, kioskOperators, staffRoles } from "../../../src/server/db/schema";
import { KIOSK_OPERATOR_PHONE, SUPPORT_EMAIL, seedKiosk } from "../../../src/server/seed";
import { driverName, openSeededApp, TEST_MASTER_EMAIL } from "../support";
import { DEMO_OWNER, sellerApi } from "../support/seller";

let app: App;
let handle: DbHandle;
let api: ReturnType<typeof sellerApi>;
beforeAll(async () => {
  ({ app, handle } = await openSeededApp());
  await seedKiosk(handle.db);
  api = sellerApi(app);
});
afterAll(() => handle.close());

const MASTER = TEST_MASTER_EMAIL;
const SHOPPER = "just.a.shopper@example.com";
const operators = (json: unknown) => (json as KioskOperatorsResponse).operators;
const counts = async () => ({
  operators: (await handle.db.select({ n: count() }).from(kioskOperators))[0]?.n,
  roles: (await handle.db.select({ n: count() }).from(staffRoles))[0]?.n,
  audit: (await handle.db.select({ n: count() }).from(auditLog))[0]?.n,
});
const newOperator = (over: Record<string, unknown> = {}) => ({
  kioskId: "EM-AJM-20001",
  name: "Sushila Rathore",
  phone: "098290 55555",
  email: "Sushila.Emitra@Example.com",
  ssoId: "SUSHILA.R",
  address: "E-Mitra Kiosk, Station Road, Ajmer",
  ...over,
});

describe(`GET /api/platform/kiosks (${driverName})`, () => {
  it("lists the operators for a master admin", async () => {
    const { status, json } = await api("GET", "/api/platform/kiosks", undefined, MASTER);
    expect(status).toBe(200);
    expect(operators(json)).toEqual([
      expect.objectContaining({
        kioskId: "em-jpr-10482",
        name: "Ramesh Sharma",
        phone: KIOSK_OPERATOR_PHONE,
        ssoId: "RAMESH.SHARMA",
        commissionRupees: 2000,
      }),
    ]);
  });

  it("is refused to everyone else (403) and to the signed out (401)", async () => {
    for (const who of [SUPPORT_EMAIL, KIOSK_OPERATOR_PHONE, DEMO_OWNER, SHOPPER])
      expect((await api("GET", "/api/platform/kiosks", undefined, who)).status).toBe(403);
    expect((await api("GET", "/api/platform/kiosks", undefined, null)).status).toBe(401);
  });
});

describe(`POST /api/platform/kiosks (${driverName})`, () => {
  it("adds an operator, who signs in by phone and by email to their own kiosk", async () => {
    const { status, json } = await api("POST", "/api/platform/kiosks", newOperator(), MASTER);
    expect(status).toBe(201);
    expect(operators(json)[0]).toMatchObject({
      kioskId: "em-ajm-20001",
      name: "Sushila Rathore",
      phone: "+919829055555",
      email: "sushila.emitra@example.com",
      commissionRupees: 2000,
      createdBy: MASTER,
    });
    const [role] = await handle.db
      .select()
      .from(staffRoles)
      .where(and(eq(staffRoles.scope, "kiosk:em-ajm-20001")));
    expect(role).toMatchObject({
      role: "operator",
      phone: "+919829055555",
      email: "sushila.emitra@example.com",
    });
    const [entry] = await handle.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({
      actor: MASTER,
      action: "kiosk.operator.add",
      scope: "platform",
      target: "em-ajm-20001",
    });
    for (const who of ["+919829055555", "sushila.emitra@example.com"]) {
      const me = await api("GET", "/api/kiosk/me", undefined, who);
      expect(me.status).toBe(200);
      expect(me.json).toMatchObject({ operator: { kioskId: "em-ajm-20001" }, commission: { merchants: 0 } });
    }
  });

  it("takes a commission the platform sets", async () => {
    const { status, json } = await api(
      "POST",
      "/api/platform/kiosks",
      newOperator({ kioskId: "em-kota-3", phone: "9829066666", email: "", commissionRupees: 1500 }),
      MASTER,
    );
    expect(status).toBe(201);
    expect(operators(json).find((o) => o.kioskId === "em-kota-3")?.commissionRupees).toBe(1500);
  });

  it("refuses bad input, a taken kiosk or phone, and changes nothing", async () => {
    const before = await counts();
    const cases: [Record<string, unknown>, number, string, string][] = [
      [
        newOperator({ kioskId: "EM-JPR-10482", phone: "9829077777" }),
        409,
        "kioskId",
        "already has an operator",
      ],
      [
        newOperator({ kioskId: "em-new-1", phone: KIOSK_OPERATOR_PHONE }),
        409,
        "phone",
        "already runs a kiosk",
      ],
      [newOperator({ kioskId: "em-new-1", phone: "12345" }), 400, "phone", SIGN_IN_PHONE_FORMAT],
      [newOperator({ kioskId: "em new", phone: "9829077777" }), 400, "kioskId", KIOSK_ID_FORMAT],
      [
        newOperator({ kioskId: "em-new-1", phone: "9829077777", name: " " }),
        400,
        "name",
        "Enter the operator's name",
      ],
      [
        newOperator({ kioskId: "em-new-1", phone: "9829077777", email: "nope" }),
        400,
        "email",
        "must be an email address",
      ],
      [
        newOperator({ kioskId: "em-new-1", phone: "9829077777", commissionRupees: 3001 }),
        400,
        "commissionRupees",
        "",
      ],
    ];
    for (const [body, status, field, message] of cases) {
      const answer = await api("POST", "/api/platform/kiosks", body, MASTER);
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect(answer.json.field).toBe(field);
      expect(answer.json.error).toContain(message);
    }
    expect(await counts()).toEqual(before);
  });

  it("is refused to everyone else (403) and to the signed out (401), changing nothing", async () => {
    const before = await counts();
    const body = newOperator({ kioskId: "em-new-2", phone: "9829088888" });
    for (const who of [SUPPORT_EMAIL, KIOSK_OPERATOR_PHONE, DEMO_OWNER, SHOPPER])
      expect((await api("POST", "/api/platform/kiosks", body, who)).status).toBe(403);
    expect((await api("POST", "/api/platform/kiosks", body, null)).status).toBe(401);
    expect(await counts()).toEqual(before);
  });
});
