/**
 * `npm run stub:messages`: the message providers' local stub
 * (scripts/stubs/messages.ts) on MESSAGE_STUB_PORT, its mail server on
 * MESSAGE_STUB_SMTP_PORT; npm start runs it. Ctrl-C or SIGTERM stops it.
 * It reports deliveries and replies back to the API at PUBLIC_API_URL,
 * signed with WHATSAPP_APP_SECRET, SMS_WEBHOOK_TOKEN and EMAIL_WEBHOOK_TOKEN (npm start's
 * defaults, the same the API is given); without them it reports nothing.
 */
import { readPublicEnv } from "../../src/envReader";
import { processVars, readSettings } from "../../src/settings";
import { httpWebhooks, startMessageStub } from "./messages";

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
const stub = await startMessageStub({
  port: settings.MESSAGE_STUB_PORT,
  smtpPort: settings.MESSAGE_STUB_SMTP_PORT,
  ...(webhooks ? { webhooks } : {}),
});
if (!webhooks)
  console.log("Message stub: no WHATSAPP_APP_SECRET and SMS_WEBHOOK_TOKEN: it sends the API no webhooks");
console.log(`Message stub: ${stub.url} (WhatsApp, SMS: HTTP; email: SMTP on port ${stub.smtpPort})`);
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.on(signal, () => {
    void stub.close().then(() => process.exit(0));
  });
