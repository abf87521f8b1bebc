/**
 * `npm run stub:messages`: the message providers' local stub
 * (scripts/stubs/messages.ts) on MESSAGE_STUB_PORT, its mail server on
 * MESSAGE_STUB_SMTP_PORT; npm start runs it. Ctrl-C or SIGTERM stops it.
 * It reports deliveries and replies back to the API at PUBLIC_API_URL,
 * signed with WHATSAPP_APP_SECRET, SMS_WEBHOOK_TOKEN and EMAIL_WEBHOOK_TOKEN (npm start's
 * defaults, the same the API is given); without them it reports nothing.
 * With RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET it also simulates Razorpay
 * (scripts/stubs/razorpay.ts) under /razorpay: the API at /razorpay/v1 and its
 * hosted checkout; its webhooks go to the API signed with RAZORPAY_WEBHOOK_SECRET
 * (none: no webhooks). Without the keys, /razorpay answers 503.
 */
import { readPublicEnv } from "../../src/envReader";
import { processVars, readSettings } from "../../src/settings";
import { httpSend, httpWebhooks, startMessageStub } from "./messages";

const settings = readSettings();
const { apiUrl } = readPublicEnv(processVars());
const webhooks =
  settings.WHATSAPP_APP_SECRET && settings.SMS_WEBHOOK_TOKEN
    ? httpWebhooks(apiUrl, {
        whatsappAppSecret: settings.WHATSAPP_APP_SECRET,
        smsToken: settings.SMS_WEBHOOK_TOKEN,
        ...(settings.EMAIL_WEBHOOK_TOKEN ? { emailToken: settings.EMAIL_WEBHOOK_TOKEN } : {}),
      })
    : undefined;
const razorpay =
  settings.RAZORPAY_KEY_ID && settings.RAZORPAY_KEY_SECRET
    ? {
        keyId: settings.RAZORPAY_KEY_ID,
        keySecret: settings.RAZORPAY_KEY_SECRET,
        ...(settings.RAZORPAY_WEBHOOK_SECRET ? { webhookSecret: settings.RAZORPAY_WEBHOOK_SECRET } : {}),
        send: httpSend(apiUrl),
      }
    : undefined;
const stub = await startMessageStub({
  port: settings.MESSAGE_STUB_PORT,
  smtpPort: settings.MESSAGE_STUB_SMTP_PORT,
  ...(webhooks ? { webhooks } : {}),
  ...(razorpay ? { razorpay } : {}),
});
if (!webhooks)
  console.log("Message stub: no WHATSAPP_APP_SECRET and SMS_WEBHOOK_TOKEN: it sends the API no webhooks");
console.log(`Message stub: ${stub.url} (WhatsApp, SMS: HTTP; email: SMTP on port ${stub.smtpPort})`);
console.log(
  razorpay
    ? `Razorpay simulator: ${stub.url}/razorpay/v1 (key ${razorpay.keyId})${razorpay.webhookSecret ? "" : "; no RAZORPAY_WEBHOOK_SECRET: it sends the API no webhooks"}`
    : "Razorpay simulator: off (no RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET)",
);
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.on(signal, () => {
    void stub.close().then(() => process.exit(0));
  });
