/**
 * `npm run stub:messages`: the message providers' local stub
 * (scripts/stubs/messages.ts) on MESSAGE_STUB_PORT, its mail server on
 * MESSAGE_STUB_SMTP_PORT; npm start runs it. Ctrl-C or SIGTERM stops it.
 */
import { readSettings } from "../../src/settings";
import { startMessageStub } from "./messages";

const settings = readSettings();
const stub = await startMessageStub({
  port: settings.MESSAGE_STUB_PORT,
  smtpPort: settings.MESSAGE_STUB_SMTP_PORT,
});
console.log(`Message stub: ${stub.url} (WhatsApp, SMS: HTTP; email: SMTP on port ${stub.smtpPort})`);
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.on(signal, () => {
    void stub.close().then(() => process.exit(0));
  });
