/** What `npm start` and `npm run start:prod` print once everything is up: the URLs to open. */
import type { LocalConfig } from "./config";

export function urlsBanner(
  cfg: LocalConfig,
  o: { started: number; blogPasscode: string; sellerKey: string; riderKey: string; extra?: string },
): string {
  const seconds = ((Date.now() - o.started) / 1000).toFixed(1);
  const port = cfg.webPort;
  const shop = (name: string) => `http://${name}.${cfg.platformDomain}:${port}`;
  return `
✔ Everything is up (${seconds} s). Open:

  Platform site        ${cfg.siteUrl}   (also http://localhost:${port})
  Demo storefront      ${shop("demo")}   (also http://demo.localhost:${port})
  Service shop         ${shop("seva")}
  Unknown shop         ${shop("nosuchshop")}   (store-not-found)
  Blogs                ${cfg.siteUrl}/blogs   (shop blogs: ${shop("kala")}/blogs)
  Add a blog           ${cfg.siteUrl}/addBlog   (passcode: ${o.blogPasscode})
  API                  ${cfg.apiUrl}   (health: ${cfg.apiUrl}/health)
  Auth emulator        ${cfg.authEmulatorUrl}
  Orders console       ${cfg.siteUrl}/Admin   (seller: shop demo, key ${o.sellerKey}-demo; rider key: ${o.riderKey})
                       (a database seeded by an earlier run keeps the keys it printed then)
${o.extra ?? ""}
  Sign-in hands over from the platform to the shop with cookies on ${cfg.platformDomain}:
  use the *.${cfg.platformDomain} addresses for it.

Press Ctrl-C to stop everything.
`;
}
