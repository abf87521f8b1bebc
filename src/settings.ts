/**
 * Every setting of the platform in one table: its name, its kind, its local
 * default and what it means; and the one reader of the environment.
 *
 * Kinds: `public` settings are baked into the build and seen by browsers
 * (never a secret); `build` ones are read by `astro build` only; `server`
 * ones by the API and the web server; `scripts` ones by npm start, the
 * production topology, the benchmarks and the audit; `test` ones by the test
 * runs.
 *
 * The rule for empty values: a value is trimmed, and a variable that is set
 * but empty (or only spaces) counts as unset, so its default applies. The one
 * exception is a setting marked `empty: "off"`, where an empty value means
 * "none" (PUBLIC_AUTH_EMULATOR_URL="": no Auth emulator, even for a demo
 * project).
 *
 * Nothing else reads `process.env` (settings.test.ts fails when something
 * does): code reads a set of variables with `readSettings(vars)`, where
 * `vars` defaults to this process's (`processVars()`) and tests pass their
 * own; a child process gets `childEnv(...)`. The browser never reads the
 * environment: the build puts the public values in (astro.config.mjs,
 * src/env.d.ts). docs/configuration.md is written from this table (`npm run
 * docs:settings`).
 *
 * Pure: no node: imports, so any code may import it.
 */

export type Kind = "public" | "build" | "server" | "scripts" | "test";

/** The npm scripts whose defaults differ from everyone else's (`commandDefaults`). */
export type Command = "start" | "start:prod" | "bench:api" | "bench:prod" | "bench:scale" | "bench:messages";

/** A set of variables: `process.env`, a `.env` file's, or a test's own. Values that are not strings count as unset. */
export type Vars = Readonly<Record<string, unknown>>;

/** The text of another setting, resolved (for defaults that depend on one). */
type Lookup = (name: string) => string;

interface Spec {
  kind: Kind;
  /** One line: what it does. */
  meaning: string;
  /** port: an integer 0–65535; positive: a number above 0; flag: "1" or "true" is on, anything else off. Else text. */
  type?: "port" | "positive" | "flag";
  /** The values it may take; another fails at start ("Bad NAME"), or with `lenient`, gives the default. */
  choices?: readonly string[];
  lenient?: true;
  /** The local default: a text where `{NAME}` is another setting's value, or worked out from others. Absent: unset. */
  default?: string | ((value: Lookup) => string);
  /** Defaults of particular npm scripts, where they differ from `default`. */
  commandDefaults?: Partial<Record<Command, string>>;
  /** How the configuration reference shows a default that is worked out, or what unset means. */
  shown?: string;
  /** "off": set but empty means none (the exception to the empty-value rule above). */
  empty?: "off";
  /** NODE_ENV=production refuses to start without it (`required`) or with it (`refused`); the reason. */
  production?: { required: string } | { refused: string };
}

export const SETTINGS = {
  // ── public: baked into the build (src/envReader.ts shapes them for the pages) ──
  PUBLIC_SITE_URL: {
    kind: "public",
    default: "http://platform.localhost:{WEB_PORT}",
    meaning:
      "The platform's own origin: canonical URLs, images, the login page shops send to. platform.localhost, not localhost: Chromium shares a Domain=platform.localhost cookie with demo.platform.localhost, which the cross-domain login needs.",
  },
  PUBLIC_PLATFORM_DOMAIN: {
    kind: "public",
    shown: "the host of PUBLIC_SITE_URL without www.",
    meaning:
      "The platform's own domain: shops are its subdomains, sign-in cookies are scoped to it. Set it where the site's host is not that domain; hosts outside it follow the two-label rule (docs/architecture.md, modes by host), so demo.localhost is a shop.",
  },
  PUBLIC_API_URL: {
    kind: "public",
    default: "http://localhost:{API_PORT}",
    meaning: "The API the front end calls.",
  },
  PUBLIC_ADMIN_SITE_URL: {
    kind: "public",
    default: "https://admin.platform.in",
    meaning: "The seller admin site: merchants, kiosk operators and franchise owners sign in there.",
  },
  PUBLIC_SSO_URL: {
    kind: "public",
    default: "https://sso.rajasthan.gov.in/signin",
    meaning: "The state single-sign-on sign-in page for kiosk operators.",
  },
  PUBLIC_FIREBASE_PROJECT_ID: {
    kind: "public",
    default: "demo-platform",
    meaning:
      "The Firebase project: the front end signs in with it and the API accepts its ID tokens only. A demo- project exists only in the emulators and needs no credentials.",
  },
  PUBLIC_FIREBASE_API_KEY: {
    kind: "public",
    default: "demo-api-key",
    meaning: "The Firebase web app's API key (public, not a secret).",
  },
  PUBLIC_FIREBASE_AUTH_DOMAIN: {
    kind: "public",
    default: "{PUBLIC_FIREBASE_PROJECT_ID}.firebaseapp.com",
    meaning: "The Firebase web app's auth domain.",
  },
  PUBLIC_FIREBASE_STORAGE_BUCKET: {
    kind: "public",
    default: "",
    meaning:
      "The Storage bucket whose blogs/ folder blog covers may come from, when the API keeps them in Firebase (STORAGE=firebase).",
  },
  PUBLIC_AUTH_EMULATOR_URL: {
    kind: "public",
    default: (value) =>
      value("PUBLIC_FIREBASE_PROJECT_ID").startsWith("demo-")
        ? `http://127.0.0.1:${value("AUTH_EMULATOR_PORT")}`
        : "",
    shown: "http://127.0.0.1:{AUTH_EMULATOR_PORT} for a demo- project, else none",
    empty: "off",
    meaning:
      "The Firebase Auth emulator the front end signs in with (npm start hands it to the API as FIREBASE_AUTH_EMULATOR_HOST). None: Google's sign-in popup and real ID tokens.",
  },
  PUBLIC_ANDROID_APP_SHOP: {
    kind: "public",
    default: "demo",
    meaning: "The one shop whose header links its own Android app (SPEC §1, §9).",
  },
  PUBLIC_ANDROID_APP_URL: {
    kind: "public",
    default: "https://play.google.com/store/apps/details?id=in.platform.demo",
    meaning: "That shop's Android app.",
  },
  PUBLIC_APP_DOWNLOAD_URL: {
    kind: "public",
    default: "https://play.google.com/store/apps/details?id=in.platform.app",
    meaning: "The platform's shopper app, offered on every shop.",
  },

  // ── build: read by astro build, not baked in ──
  BUILD_API_URL: {
    kind: "build",
    shown: "PUBLIC_API_URL, and no blog prerendered when it does not answer",
    meaning: "The API the build reads the blogs from; when set, a build that cannot read them fails.",
  },
  BUILD_OUT_DIR: {
    kind: "build",
    default: "./dist",
    meaning:
      "Where astro build writes (the build benchmark's throwaway builds), and the build src/web/serve.ts serves.",
  },

  // ── server: the API and the web server ──
  NODE_ENV: {
    kind: "server",
    shown: "development",
    meaning:
      "production: the API refuses to start without its secrets (below) and drops the development CORS origins (*.localhost) and BLOG_PASSCODE; the build reads the .env files of this mode (production when unset).",
  },
  API_PORT: { kind: "server", type: "port", default: "8787", meaning: "The API's port." },
  DATA_DIR: {
    kind: "server",
    default: ".data/pglite",
    meaning: "The API's PGlite data folder (when DATABASE_URL is unset).",
  },
  DATABASE_URL: {
    kind: "server",
    shown: "PGlite in DATA_DIR",
    production: { required: "production runs on PostgreSQL, never PGlite" },
    meaning:
      "A PostgreSQL connection string: the API runs on PostgreSQL instead of PGlite. On the database's own machine, libpq's socket form reaches it by its Unix socket, which costs less than TCP: postgres://user:password@localhost:5432/db?host=/var/run/postgresql (the folder holding .s.PGSQL.5432).",
  },
  DATABASE_UNPREPARED: {
    kind: "server",
    type: "flag",
    shown: "off: every query is a named prepared statement",
    meaning:
      "1 or true: send PostgreSQL's queries unprepared (planned again each time), for a pooler that cannot keep a session's prepared statements (PgBouncer in transaction mode before 1.21).",
  },
  METRICS_TOKEN: {
    kind: "server",
    shown: "none: /metrics answers 404",
    commandDefaults: { start: "local-metrics-token", "start:prod": "local-metrics-token" },
    meaning:
      "The Bearer token Prometheus sends to read an API process's or the web server's /metrics (issue 38; docs/operations.md, \"Metrics and alerts\"). nginx does not pass /metrics from the public either way.",
  },
  SESSION_SECRET: {
    kind: "server",
    shown: "a random one per process: shop sessions end on restart",
    production: { required: "it signs the shop sessions (32+ characters)" },
    meaning:
      "Signs the session tokens of the cross-domain login (HS256, 32 characters or more) and keys the shared order-tracking links (changing it ends the links shared before).",
  },
  BLOG_PASSCODE_HASH: {
    kind: "server",
    shown: "BLOG_PASSCODE, hashed at start",
    production: { required: "make one with `npm run -s hash-passcode`" },
    meaning:
      "scrypt hash of the add-blog passcode: printf '%s' 'secret' | npm run -s hash-passcode. A malformed one fails at start.",
  },
  BLOG_PASSCODE: {
    kind: "server",
    default: "local-blog-passcode",
    meaning:
      "The add-blog passcode in plain text, for development: ignored when BLOG_PASSCODE_HASH is set, and in production.",
  },
  FIREBASE_AUTH_EMULATOR_HOST: {
    kind: "server",
    shown: "none; npm start and the e2e run: the host of PUBLIC_AUTH_EMULATOR_URL",
    empty: "off",
    production: { refused: "it makes the API accept unsigned tokens" },
    meaning:
      "The Auth emulator (host:port, a loopback address only) whose unsigned ID tokens the API accepts once that emulator has looked their account up. Never in production.",
  },
  MASTER_ADMIN_EMAILS: {
    kind: "server",
    default: (value) => (value("NODE_ENV") === "production" ? "" : "master@example.com"),
    shown: "master@example.com; in production none",
    meaning:
      "The master admins, by the Google email they sign in with (comma-separated). They add the support admins and everyone else from /masteradmin; nobody else can make a master admin.",
  },
  PLATFORM_UPI_ID: {
    kind: "server",
    default: (value) => (value("NODE_ENV") === "production" ? "" : "platform-fees@example"),
    shown: "platform-fees@example (no UPI app pays it); in production none",
    meaning:
      "The platform's UPI id: a kiosk merchant's one-time fee and renewals are paid to it by the operator's UPI link. None: the link is not offered (503) and fees are taken in cash. A malformed one fails at start.",
  },
  PLATFORM_UPI_NAME: {
    kind: "server",
    default: "Platform shop fees",
    meaning: "The payee name the merchant's UPI app shows for those payments.",
  },
  PLATFORM_GSTIN: {
    kind: "server",
    default: "",
    shown: "none",
    meaning:
      "The platform's GSTIN as the e-commerce operator its shops sell through: a shop's GSTR-1 export reports its B2C sales as Type E with it (none: Type OE, no operator). A malformed one fails at start.",
  },
  WHATSAPP_API_URL: {
    kind: "server",
    default: "https://graph.facebook.com/v21.0",
    commandDefaults: {
      start: "http://127.0.0.1:{MESSAGE_STUB_PORT}/whatsapp/v21.0",
      "start:prod": "http://127.0.0.1:{MESSAGE_STUB_PORT}/whatsapp/v21.0",
    },
    meaning:
      "The WhatsApp Cloud API (Meta's Graph API, its version in the path); npm start: the local stub's.",
  },
  WHATSAPP_TOKEN: {
    kind: "server",
    shown: "none: WhatsApp is off (said at start), its messages skipped",
    commandDefaults: { start: "local-stub-token", "start:prod": "local-stub-token" },
    meaning: "The WhatsApp Business system user's access token (Bearer).",
  },
  WHATSAPP_PHONE_NUMBER_ID: {
    kind: "server",
    shown: "none: WhatsApp is off",
    commandDefaults: { start: "100000000000001", "start:prod": "100000000000001" },
    meaning: "The id of the business phone number WhatsApp messages are sent from.",
  },
  SMS_API_URL: {
    kind: "server",
    default: "https://control.msg91.com/api/v5",
    commandDefaults: {
      start: "http://127.0.0.1:{MESSAGE_STUB_PORT}/msg91/api/v5",
      "start:prod": "http://127.0.0.1:{MESSAGE_STUB_PORT}/msg91/api/v5",
    },
    meaning: "MSG91's API (its Flow call sends a DLT-registered template); npm start: the local stub's.",
  },
  SMS_AUTH_KEY: {
    kind: "server",
    shown: "none: SMS is off (said at start), its messages skipped",
    commandDefaults: { start: "local-stub-authkey", "start:prod": "local-stub-authkey" },
    meaning: "MSG91's auth key.",
  },
  SMS_TEMPLATE_IDS: {
    kind: "server",
    shown: "none: SMS is off",
    commandDefaults: {
      start:
        "order_placed=stub-placed,new_order=stub-new,order_confirmed=stub-confirmed,order_out_for_delivery=stub-out,order_delivered=stub-delivered,order_cancelled=stub-cancelled,seller_order_cancelled=stub-seller-cancelled,seller_return_requested=stub-return,stock_low=stub-low,daily_summary=stub-summary,kiosk_fee_receipt=stub-receipt,merchant_welcome=stub-welcome,trial_ending=stub-trial,fee_due=stub-fee,renewal_due=stub-renewal,staff_invite=stub-invite,bag_reminder=stub-bag,back_in_stock=stub-back",
      "start:prod":
        "order_placed=stub-placed,new_order=stub-new,order_confirmed=stub-confirmed,order_out_for_delivery=stub-out,order_delivered=stub-delivered,order_cancelled=stub-cancelled,seller_order_cancelled=stub-seller-cancelled,seller_return_requested=stub-return,stock_low=stub-low,daily_summary=stub-summary,kiosk_fee_receipt=stub-receipt,merchant_welcome=stub-welcome,trial_ending=stub-trial,fee_due=stub-fee,renewal_due=stub-renewal,staff_invite=stub-invite,bag_reminder=stub-bag,back_in_stock=stub-back",
    },
    meaning:
      "Each message's MSG91 template id (which carries its DLT template id), as name=id pairs separated by commas (src/domain/messages/templates.ts names them); a message without one is not sent by SMS.",
  },
  SMTP_URL: {
    kind: "server",
    shown: "none: email is off (said at start), its messages skipped",
    commandDefaults: {
      start: "smtp://127.0.0.1:{MESSAGE_STUB_SMTP_PORT}",
      "start:prod": "smtp://127.0.0.1:{MESSAGE_STUB_SMTP_PORT}",
    },
    meaning: "The mail server messages are sent through: smtp:// or smtps://user:password@host:port.",
  },
  MAIL_FROM: {
    kind: "server",
    default: "Platform <orders@platform.in>",
    meaning: "The From of every email.",
  },
  MESSAGE_LEASE_SECONDS: {
    kind: "server",
    type: "positive",
    default: "60",
    meaning:
      "How long a worker holds a message it claimed (15 at least: a send may take 10 s); a worker that stops mid-send leaves it to another when this ends.",
  },
  MESSAGE_RESEND_WAIT_SECONDS: {
    kind: "server",
    type: "positive",
    default: "120",
    meaning:
      "How long a WhatsApp or SMS a stopped worker left mid-send waits, after its lease, for the provider's status webhook (which marks it sent) before it is sent again.",
  },
  MESSAGES_SEND: {
    kind: "server",
    type: "flag",
    default: "1",
    meaning:
      "0: this process writes messages to the outbox but sends none (another process, or a later start, sends them).",
  },
  // The payment gateway (issue 37): docs/payments.md. Razorpay's Orders, hosted checkout, webhook and refund calls.
  RAZORPAY_API_URL: {
    kind: "server",
    default: "https://api.razorpay.com/v1",
    commandDefaults: {
      start: "http://127.0.0.1:{MESSAGE_STUB_PORT}/razorpay/v1",
      "start:prod": "http://127.0.0.1:{MESSAGE_STUB_PORT}/razorpay/v1",
    },
    meaning: "Razorpay's API (orders, payments, refunds); npm start: the local gateway simulator's.",
  },
  RAZORPAY_CHECKOUT_URL: {
    kind: "server",
    default: "https://api.razorpay.com/v1/checkout/embedded",
    commandDefaults: {
      start: "http://127.0.0.1:{MESSAGE_STUB_PORT}/razorpay/v1/checkout/embedded",
      "start:prod": "http://127.0.0.1:{MESSAGE_STUB_PORT}/razorpay/v1/checkout/embedded",
    },
    meaning:
      "Razorpay's hosted checkout, where the shopper's browser is sent to pay (UPI, cards, netbanking); npm start: the simulator's page.",
  },
  RAZORPAY_KEY_ID: {
    kind: "server",
    shown: "none: online payments are off (said at start), shops keep their own UPI id",
    commandDefaults: { start: "rzp_test_localstub", "start:prod": "rzp_test_localstub" },
    meaning: "The platform's Razorpay key id (Basic auth user; the hosted checkout's key_id).",
  },
  RAZORPAY_KEY_SECRET: {
    kind: "server",
    shown: "none: online payments are off",
    commandDefaults: { start: "local-stub-key-secret", "start:prod": "local-stub-key-secret" },
    meaning:
      "The platform's Razorpay key secret (Basic auth password; it also signs the checkout's callback: HMAC-SHA256 of order_id|payment_id).",
  },
  RAZORPAY_WEBHOOK_SECRET: {
    kind: "server",
    shown: "none: the Razorpay webhook answers 503",
    commandDefaults: { start: "local-stub-webhook-secret", "start:prod": "local-stub-webhook-secret" },
    meaning:
      "The secret Razorpay signs its webhooks with (X-Razorpay-Signature: HMAC-SHA256 of the raw body), set on Razorpay's dashboard beside the webhook's URL.",
  },
  // Bags that are not forgotten, and "Notify me" (issue 36): docs/messages.md.
  BAG_REMINDER_AFTER_MINUTES: {
    kind: "server",
    type: "positive",
    default: "240",
    meaning:
      "How long a signed-in shopper's bag is left unchanged (and not ordered) before its one reminder (minutes); a time from 21:00 to 09:00 India time waits for 09:00.",
  },
  BAG_REMINDER_TICK_SECONDS: {
    kind: "server",
    type: "positive",
    default: "60",
    meaning: "How often each API process's worker looks for left bags due a reminder (seconds).",
  },
  LIMIT_NOTIFY_PER_CLIENT: {
    kind: "server",
    default: "20/1h",
    meaning: '"Notify me" requests on sold-out products from one client address (count/window).',
  },
  // The seller's and merchant's messages (issue 36, the seller's part).
  MESSAGES_TICK_SECONDS: {
    kind: "server",
    type: "positive",
    default: "60",
    meaning:
      "How often (seconds) each sending process writes the scheduled messages: the sellers' daily summaries, trials ending, fees and renewals due. Replicas may all tick: each message's key makes a second write no row.",
  },
  // Issue 36, consent and the providers' webhooks (src/server/messages/webhooks.ts): without each, its
  // webhook answers 503 "… not configured" and the start-up log says so.
  WHATSAPP_APP_SECRET: {
    kind: "server",
    shown: "none: the WhatsApp webhook answers 503 (said at start)",
    commandDefaults: { start: "local-stub-app-secret", "start:prod": "local-stub-app-secret" },
    meaning:
      "The Meta app's secret: POST /api/webhooks/whatsapp checks X-Hub-Signature-256 (HMAC-SHA256 of the body) with it.",
  },
  WHATSAPP_VERIFY_TOKEN: {
    kind: "server",
    shown: "none: Meta's subscription handshake answers 503",
    commandDefaults: { start: "local-stub-verify-token", "start:prod": "local-stub-verify-token" },
    meaning:
      "The verify token given to Meta with the webhook's URL: GET /api/webhooks/whatsapp answers hub.challenge when hub.verify_token is it.",
  },
  SMS_WEBHOOK_TOKEN: {
    kind: "server",
    shown: "none: MSG91's webhooks answer 503 (said at start)",
    commandDefaults: { start: "local-stub-sms-token", "start:prod": "local-stub-sms-token" },
    meaning:
      "MSG91 signs nothing: its delivery-report and inbound-SMS webhook URLs carry ?token= with this (a long random text), else 401.",
  },
  SHORT_LINK_URL: {
    kind: "server",
    default: "{PUBLIC_SITE_URL}",
    commandDefaults: { start: "http://localhost:{WEB_PORT}", "start:prod": "http://localhost:{WEB_PORT}" },
    meaning:
      "Where an SMS's short links live ({this}/m/{code}, served by the platform's web server): a DLT variable holds 30 characters, so this plus 9 must be 30 at most (https://platform.in is 19). A longer site sets a short domain here that reaches the same web server.",
  },
  EMAIL_WEBHOOK_TOKEN: {
    kind: "server",
    shown:
      "none: the bounce webhook answers 503 (said at start); a mailbox the SMTP server refuses at once still stops mail to it",
    commandDefaults: { start: "local-stub-email-token", "start:prod": "local-stub-email-token" },
    meaning:
      "The bounce mailbox's forward (an inbound-mail service, or the mail server piping to curl) posts each bounce report to /api/webhooks/email/bounces?token= with this (a long random text), else 401.",
  },
  // Web push to the consoles (issue 36, src/server/messages/push.ts): VAPID keys, or push is off.
  VAPID_PUBLIC_KEY: {
    kind: "server",
    shown: "none: web push is off (said at start), its messages skipped; npm start makes a local pair",
    meaning:
      "The VAPID public key (RFC 8292): the uncompressed P-256 point, base64url (87 characters). Browsers subscribe with it; keep it with its private key (a new pair drops every subscription).",
  },
  VAPID_PRIVATE_KEY: {
    kind: "server",
    shown: "none: web push is off",
    meaning: "The VAPID private key: the P-256 private scalar, base64url (43 characters). A secret.",
  },
  VAPID_SUBJECT: {
    kind: "server",
    default: "mailto:support@platform.in",
    meaning:
      "Whom a push service contacts about our pushes (the VAPID JWT's sub): a mailto: or https: address.",
  },
  PUSH_HTTP_ORIGINS: {
    kind: "server",
    shown: "none: a subscription's endpoint must be https",
    commandDefaults: {
      start: "http://127.0.0.1:{MESSAGE_STUB_PORT}",
      "start:prod": "http://127.0.0.1:{MESSAGE_STUB_PORT}",
    },
    production: { refused: "push endpoints must be https in production" },
    meaning:
      "Origins whose plain-http push endpoints a subscription may name (comma-separated): the local stub push service's. Never in production.",
  },
  STAFF_SESSION_HOURS: {
    kind: "server",
    type: "positive",
    default: "12",
    meaning:
      "How long a staff or seller sign-in lasts (hours from signing in): after it, their calls are refused until they sign in again.",
  },
  UPLOAD_DIR: {
    kind: "server",
    default: ".data/uploads",
    meaning: "Where the API keeps uploaded blog covers (STORAGE=local), as blogs/{timestamp}-{filename}.",
  },
  STORAGE: {
    kind: "server",
    choices: ["local", "firebase"],
    default: "local",
    meaning: "Where uploaded covers go: local (UPLOAD_DIR) or firebase (Firebase Storage, below).",
  },
  FIREBASE_STORAGE_BUCKET: {
    kind: "server",
    shown: "none; needed by STORAGE=firebase",
    meaning: "The Firebase Storage bucket covers go to with STORAGE=firebase.",
  },
  FIREBASE_STORAGE_TOKEN: {
    kind: "server",
    meaning:
      "An OAuth 2 access token with write access to that bucket; it expires after an hour, so refresh it from outside (not needed with the Storage emulator).",
  },
  FIREBASE_STORAGE_EMULATOR_HOST: {
    kind: "server",
    meaning: "The local Firebase Storage emulator (host:port, e.g. 127.0.0.1:9199), instead of Google's.",
  },
  TRUST_PROXY: {
    kind: "server",
    type: "flag",
    shown: "off",
    meaning:
      "1 or true: take the client IP from X-Forwarded-For, for the passcode attempt limiter (behind your own reverse proxy only).",
  },
  MIGRATE: {
    kind: "server",
    choices: ["on", "off"],
    default: "on",
    meaning:
      "off: the API neither migrates nor seeds at start (run src/server/migrate.ts once, before the replicas).",
  },
  LOG_FORMAT: {
    kind: "server",
    choices: ["json", "text"],
    lenient: true,
    default: (value) => (value("NODE_ENV") === "production" ? "json" : "text"),
    shown: "text; json when NODE_ENV=production",
    meaning:
      "json: the API's start-up messages as JSON lines too (request and error lines always are); text: plain lines. Another value: the default.",
  },
  SHUTDOWN_GRACE_MS: {
    kind: "server",
    type: "positive",
    default: "10000",
    meaning:
      "How long requests under way may finish after SIGTERM or SIGINT before they are cut, in milliseconds.",
  },
  IDEMPOTENCY_TTL_HOURS: {
    kind: "server",
    type: "positive",
    default: "24",
    meaning:
      "How long order idempotency keys are kept, in hours; older ones are deleted by the hourly sweep.",
  },
  LIMIT_ORDERS_PER_CUSTOMER: {
    kind: "server",
    default: "20/1h",
    meaning:
      "Placements one customer may make, as count/window (s, m or h): past it 429 with Retry-After. A retry of a placed order (same idempotency key) is not counted.",
  },
  LIMIT_ORDERS_PER_CLIENT: {
    kind: "server",
    default: "60/1h",
    meaning: "Placements from one client address, whoever signs in (count/window).",
  },
  LIMIT_UPI_INTENTS_PER_CUSTOMER: {
    kind: "server",
    default: "20/1h",
    meaning:
      "Payments by UPI app (the gateway's UPI intent: a phone's 'Pay by UPI app') one customer may start (count/window). The same checkout's pending payment answered again is not counted.",
  },
  LIMIT_PENDING_COD: {
    kind: "server",
    type: "positive",
    default: "5",
    meaning:
      "Cash-on-delivery orders one customer may have waiting for one shop's confirmation; one more is 429 until the oldest is confirmed or expires.",
  },
  COD_CONFIRM_HOURS: {
    kind: "server",
    type: "positive",
    default: "48",
    meaning:
      "Hours a shop has to confirm a cash-on-delivery order: one still Pending after that is canceled by the hourly sweep and its stock goes back.",
  },
  LIMIT_SIGN_IN_PER_CLIENT: {
    kind: "server",
    default: "30/15m",
    meaning: "Sign-ins from one client address: the shop login handoff and its session call (count/window).",
  },
  LIMIT_OTP_PER_PHONE: {
    kind: "server",
    default: "5/15m",
    meaning: "Phone code checks for one phone number (count/window).",
  },
  LIMIT_OTP_PER_CLIENT: {
    kind: "server",
    default: "20/15m",
    meaning: "Phone code checks from one client address (count/window).",
  },
  LIMIT_PROFILE_WRITES: {
    kind: "server",
    default: "30/1h",
    meaning: "Address and profile writes of one customer (count/window).",
  },
  LIMIT_UPLOADS_PER_CLIENT: {
    kind: "server",
    default: "20/1h",
    meaning:
      "Uploads from one client address by someone not signed in: the blog covers sent with the passcode (count/window). Only accepted uploads count.",
  },
  LIMIT_UPLOADS_PER_PERSON: {
    kind: "server",
    default: "60/1h",
    meaning:
      "Uploads of one signed-in person, wherever they connect from: a seller's product and logo photos, a shopper's return photos (count/window). Only accepted uploads count.",
  },
  LIMIT_UPLOADS_PER_SHOP: {
    kind: "server",
    default: "120/1h",
    meaning:
      "Product and logo photo uploads of one shop, all its people together (count/window). Only accepted uploads count.",
  },
  SEED_SELLER_KEY: {
    kind: "server",
    shown: "random keys, printed once",
    commandDefaults: { start: "local-seller-key", "start:prod": "local-seller-key" },
    meaning:
      "The seed gives shop X the seller key {SEED_SELLER_KEY}-X (a new database only; local demo values, only their hashes are stored).",
  },
  SEED_RIDER_KEY: {
    kind: "server",
    shown: "a random key, printed once",
    commandDefaults: { start: "local-rider-key", "start:prod": "local-rider-key" },
    meaning: "The seeded demo rider's key (a new database only).",
  },
  WEB_PORT: {
    kind: "server",
    type: "port",
    default: "4321",
    meaning: "The web server's port (the platform and every shop), and astro dev's.",
  },
  WEB_HOST: {
    kind: "server",
    default: "127.0.0.1",
    meaning: "The address the web server listens on (0.0.0.0 behind a proxy).",
  },
  API_INTERNAL_URL: {
    kind: "server",
    default: "{PUBLIC_API_URL}",
    meaning:
      "The API as the web server reaches it: the shop data in the storefront shell, blogs published after the build (the on-demand /blog/{slug}), the blog rebuild.",
  },
  BLOG_REBUILD: {
    kind: "server",
    choices: ["on", "off"],
    default: "on",
    meaning:
      "on: the web server follows the API's blog changes and writes the built blog pages again (the /blogs list, the changed /blog/{slug}, the RSS feed, the sitemap) into the build it serves; off: they change at the next build.",
  },
  BLOG_REBUILD_INTERVAL_MS: {
    kind: "server",
    type: "positive",
    default: "5000",
    meaning:
      "How often the blog rebuild asks the API for blog changes, in milliseconds (doubled after each failure, up to a minute).",
  },

  // ── scripts: npm start, start:prod, the benchmarks, the audit ──
  AUTH_EMULATOR_PORT: {
    kind: "scripts",
    type: "port",
    default: "9099",
    meaning: "The Firebase Auth emulator's port.",
  },
  EMULATOR_HUB_PORT: {
    kind: "scripts",
    type: "port",
    default: "4400",
    meaning: "The emulator suite's hub port.",
  },
  EMULATOR_LOGGING_PORT: {
    kind: "scripts",
    type: "port",
    default: "4500",
    meaning: "The emulator suite's logging port.",
  },
  MESSAGE_STUB_PORT: {
    kind: "scripts",
    type: "port",
    default: "8025",
    meaning:
      "The local stub of the message providers (WhatsApp Cloud API, MSG91) that npm start runs, and its page of what was sent.",
  },
  MESSAGE_STUB_SMTP_PORT: {
    kind: "scripts",
    type: "port",
    default: "1025",
    meaning: "That stub's mail server (SMTP).",
  },
  BACKUP_DIR: {
    kind: "scripts",
    default: ".data/prod/backups",
    meaning:
      "Where npm run start:prod's PostgreSQL archives its WAL ({BACKUP_DIR}/wal) and npm run backup puts base backups with the uploads; npm run restore reads them. Keep it on another disk or copy it off the machine.",
  },
  PROD_WEB_UPSTREAM_PORT: {
    kind: "scripts",
    type: "port",
    default: "4331",
    meaning: "The production topology's web server, behind nginx (nginx has WEB_PORT and API_PORT).",
  },
  PROD_REPLICA_1_PORT: {
    kind: "scripts",
    type: "port",
    default: "8801",
    meaning: "The production topology's first API replica, behind nginx.",
  },
  PROD_REPLICA_2_PORT: {
    kind: "scripts",
    type: "port",
    default: "8802",
    meaning: "The production topology's second API replica, behind nginx.",
  },
  PROD_PROMETHEUS_PORT: {
    kind: "scripts",
    type: "port",
    default: "9490",
    meaning:
      "npm run start:prod's Prometheus (its alerts at /alerts). Not Prometheus's usual 9090, which a system Prometheus may hold.",
  },
  PROD_NODE_EXPORTER_PORT: {
    kind: "scripts",
    type: "port",
    default: "9491",
    meaning:
      "npm run start:prod's node exporter (the disks' free space, for the DiskAlmostFull alert). Not its usual 9100.",
  },
  PROD_PG_PORT: {
    kind: "scripts",
    type: "port",
    default: "54320",
    meaning: "npm run start:prod's PostgreSQL (its data kept in .data/prod/pg).",
  },
  BENCH_PROFILE: {
    kind: "scripts",
    shown: "none: no profiles",
    meaning:
      "bench:messages and bench:prod: a folder the API replicas write their CPU profiles to (node --cpu-prof), to read where a burst's or an order's time goes.",
  },
  BENCH_BURST: {
    kind: "scripts",
    type: "positive",
    default: "10000",
    meaning: "bench:messages: the messages written to the outbox at once, drained by the replicas' workers.",
  },
  BENCH_PAYMENTS: {
    kind: "scripts",
    type: "positive",
    default: "1000",
    meaning:
      "bench:payments: the checkouts paid at the gateway's simulator whose webhooks then come at once (each twice, reversed).",
  },
  BENCH_DURATION: {
    kind: "scripts",
    type: "positive",
    default: "10",
    meaning: "Seconds each route (bench:api) or scenario (bench:prod) is measured.",
  },
  BENCH_CONNECTIONS: {
    kind: "scripts",
    type: "positive",
    default: "10",
    commandDefaults: { "bench:prod": "32", "bench:scale": "8" },
    meaning: "Connections at once, for the reads (bench:scale: requests in flight at once).",
  },
  BENCH_ORDER_CONNECTIONS: {
    kind: "scripts",
    type: "positive",
    default: "16",
    meaning: "bench:prod: orders in flight at once.",
  },
  BENCH_SHOPS: {
    kind: "scripts",
    type: "positive",
    default: "100000",
    meaning: "bench:scale: how many shops it seeds beside the demo ones.",
  },
  BENCH_PRODUCTS: {
    kind: "scripts",
    type: "positive",
    default: "1000000",
    meaning: "bench:scale: how many products it seeds over those shops.",
  },
  BENCH_REQUESTS: {
    kind: "scripts",
    type: "positive",
    default: "2000",
    meaning: "bench:scale: requests measured for each call, through nginx and again direct to a replica.",
  },
  BENCH_BLOGS: {
    kind: "scripts",
    default: "1000,10000",
    meaning: "bench:build: how many blogs beyond the seeded ones each build has, comma-separated.",
  },
  AUDIT_PAGES: {
    kind: "scripts",
    shown: "every page",
    meaning: "npm run audit: shop or platform audits that part only.",
  },
  AUDIT_RUNS: {
    kind: "scripts",
    type: "positive",
    shown: "3, the third only when the first two disagree",
    meaning:
      "The Lighthouse audit (npm run audit, the e2e run's audit): every page runs this many times, each run made, and the median counts; the report lists each run's score and TBT.",
  },

  // ── test: the test runs ──
  TEST_DATABASE_URL: {
    kind: "test",
    shown: "PGlite only",
    meaning:
      "A PostgreSQL server the API tests also run on, a new database per test file beside this one's (.ci/run sets it).",
  },
  TEST_AUTH_EMULATOR_PORT: {
    kind: "test",
    type: "port",
    default: "9399",
    meaning:
      "The Auth emulator the API tests start and sign their customers in with (its hub and logging ports are the next two), apart from npm start's.",
  },
  DEPS_AUDIT_REQUIRED: {
    kind: "test",
    type: "flag",
    shown: "off",
    meaning:
      "1 or true: npm run test:deps fails when npm's audit endpoint cannot be reached, instead of saying so and passing (set it where the registry answers audits).",
  },
  API_TESTS: {
    kind: "test",
    choices: ["all", "untimed", "timed"],
    lenient: true,
    default: "all",
    meaning:
      "Which API test files a vitest run takes: untimed leaves out the three that time the API, timed takes only them (npm run test:api runs those after the rest, one at a time).",
  },
  E2E_STACK: {
    kind: "test",
    choices: ["local", "prod"],
    lenient: true,
    default: "local",
    meaning: "prod: the e2e run starts the production topology instead (npm run test:e2e:prod).",
  },
  TEST_BACKUP_PG_PORT: {
    kind: "test",
    type: "port",
    default: "54341",
    meaning:
      "The throwaway PostgreSQL cluster the backup and restore drill (tests/api/db/backup.pg.test.ts) makes, backs up, destroys and restores.",
  },
  E2E_PG_PORT: {
    kind: "test",
    type: "port",
    default: "54322",
    meaning: "The e2e run's PostgreSQL cluster (E2E_STACK=prod).",
  },
  CHROMIUM_PATH: {
    kind: "test",
    shown: "Debian's chromium (the e2e tests: its chromium-headless-shell), else Playwright's own",
    meaning: "The Chromium the e2e tests and the audit launch.",
  },
} as const satisfies Record<string, Spec>;

type Table = typeof SETTINGS;
export type SettingName = keyof Table;

type Parsed<S> = S extends { type: "port" | "positive" }
  ? number
  : S extends { choices: readonly (infer C)[] }
    ? C
    : string;

/** What a setting reads as: flags are booleans; one without a default (for this command) may be unset. */
type Value<S, C> = S extends { type: "flag" }
  ? boolean
  : S extends { default: unknown }
    ? Parsed<S>
    : S extends { commandDefaults: infer D }
      ? C extends keyof D
        ? Parsed<S>
        : Parsed<S> | undefined
      : Parsed<S> | undefined;

/** The settings as one command reads them (`C`: its own defaults, where the table has some). */
export type Settings<C extends Command | undefined = undefined> = {
  readonly [K in SettingName]: Value<Table[K], C>;
};

export const SETTING_NAMES = Object.keys(SETTINGS) as SettingName[];

const specOf = (name: SettingName): Spec => SETTINGS[name];

/** A variable's value by the empty-value rule: trimmed; empty is unset, or "" where empty means off. */
function given(vars: Vars, name: SettingName): string | undefined {
  const value = vars[name];
  if (typeof value !== "string") return undefined;
  const trimmed = value.trim();
  if (trimmed) return trimmed;
  return specOf(name).empty === "off" ? "" : undefined;
}

function parse(name: SettingName, spec: Spec, text: string): string | number | boolean {
  if (spec.type === "flag") return text === "1" || text === "true";
  if (spec.type === "port") {
    const port = Number(text);
    if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Bad ${name}: ${text} (a port)`);
    return port;
  }
  if (spec.type === "positive") {
    const value = Number(text);
    if (!Number.isFinite(value) || value <= 0) throw new Error(`Bad ${name}: ${text} (a positive number)`);
    return value;
  }
  if (spec.choices && !spec.choices.includes(text))
    throw new Error(`Bad ${name}: ${text} (${spec.choices.join(" or ")})`);
  return text;
}

/** A default's text, `{NAME}` filled in. */
function expand(template: string, value: Lookup): string {
  return template.replace(/\{([A-Z][A-Z0-9_]*)\}/g, (whole, name: string) =>
    name in SETTINGS ? value(name) : whole,
  );
}

/**
 * Reads the settings from a set of variables (this process's unless given),
 * by the table: the empty-value rule, the defaults (`command`'s where it has
 * its own), the types. Each is read when first asked for, so a bad value
 * fails where its setting is used ("Bad NAME: value"), not elsewhere.
 */
export function readSettings<C extends Command | undefined = undefined>(
  vars: Vars = processVars(),
  command?: C,
): Settings<C> {
  const read = new Map<SettingName, string | number | boolean | undefined>();
  const text: Lookup = (name) => {
    if (!(name in SETTINGS)) throw new Error(`No setting ${name} in the table (src/settings.ts)`);
    return String(get(name as SettingName) ?? "");
  };
  const defaultOf = (spec: Spec): string | undefined => {
    const value = (command && spec.commandDefaults?.[command]) ?? spec.default;
    return typeof value === "function" ? value(text) : value === undefined ? undefined : expand(value, text);
  };
  function get(name: SettingName) {
    if (read.has(name)) return read.get(name);
    const spec = specOf(name);
    const fallback = () => defaultOf(spec);
    const value = given(vars, name);
    let result: string | number | boolean | undefined;
    if (value !== undefined && spec.lenient && !spec.choices?.includes(value)) {
      const text = fallback();
      result = text === undefined ? undefined : parse(name, spec, text);
    } else {
      const text = value ?? fallback();
      result = text === undefined ? (spec.type === "flag" ? false : undefined) : parse(name, spec, text);
    }
    read.set(name, result);
    return result;
  }
  const settings = {};
  for (const name of SETTING_NAMES)
    Object.defineProperty(settings, name, { get: () => get(name), enumerable: true });
  return settings as Settings<C>;
}

/** What NODE_ENV=production lacks or must not have in `vars`, one message each (the table's `production`). */
export function productionProblems(vars: Vars = processVars()): string[] {
  const settings = readSettings(vars);
  if (settings.NODE_ENV !== "production") return [];
  const missing: string[] = [];
  const refused: string[] = [];
  for (const name of SETTING_NAMES) {
    const rule = specOf(name).production;
    const value = settings[name];
    if (rule && "required" in rule && !value) missing.push(`${name} is not set: ${rule.required}`);
    if (rule && "refused" in rule && value) refused.push(`${name} is set: ${rule.refused}`);
  }
  return [...missing, ...refused];
}

/** This process's variables ({} where there are none: a browser). */
export function processVars(): Vars {
  return typeof process === "undefined" ? {} : process.env;
}

/**
 * Sets variables of this process, for code that reads them later in it: the
 * Astro standalone entry (ASTRO_NODE_*), the build's PUBLIC_* defaults.
 */
export function setProcessVars(values: Readonly<Record<string, string>>): void {
  if (typeof process !== "undefined") Object.assign(process.env, values);
}

/**
 * The environment of a child process: this process's variables (or `base`)
 * with `over` on top, where `undefined` removes a variable.
 */
export function childEnv(
  over: Readonly<Record<string, string | undefined>> = {},
  base: Vars = processVars(),
): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(base)) if (typeof value === "string") env[name] = value;
  for (const [name, value] of Object.entries(over)) {
    if (value === undefined) delete env[name];
    else env[name] = value;
  }
  return env;
}
