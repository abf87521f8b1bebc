/**
 * `npx tsx scripts/dev/vapid-keys.ts`: a new VAPID key pair for production's
 * web push (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY), printed as the two lines
 * of an environment file. Keep the private key with the other secrets; one
 * pair for the platform (a new pair drops every device's subscription).
 */
import { newVapidKeys } from "../../src/server/messages/webPush";

const { publicKey, privateKey } = newVapidKeys();
console.log(`VAPID_PUBLIC_KEY=${publicKey}\nVAPID_PRIVATE_KEY=${privateKey}`);
