/**
 * The staff app's service worker (issue 36), registered by the consoles with
 * the scope /Admin/ (src/stores/pushDevice.ts): the storefront never loads it.
 *
 * - push: shows the notification the API pushed (src/domain/messages/push.ts:
 *   { title, body, url, tag }); a push it cannot read still shows one, as a
 *   browser requires of every push (userVisibleOnly).
 * - notificationclick: focuses a console window already on that page, else
 *   takes an open console there, else opens one.
 * - pushsubscriptionchange: the browser renewed (or lost) the subscription:
 *   the renewed one goes to the API (POST /api/push/renew, the API's address
 *   in this script's URL: ?api=), proved by the old one's auth secret, so the
 *   device keeps getting its pushes before a console is opened again.
 * The consoles' own ring (src/stores/liveOrders.ts) shows its notifications
 * through this registration too: Android's Chrome shows none otherwise.
 */
self.addEventListener("install", () => {
  self.skipWaiting();
});

self.addEventListener("activate", (event) => {
  event.waitUntil(self.clients.claim());
});

/** A same-origin console address from the push's link, else the console's home. */
function consoleUrl(link) {
  try {
    const url = new URL(link, self.location.origin);
    if (url.origin === self.location.origin && url.pathname.startsWith("/Admin")) return url.href;
    return new URL(url.pathname.startsWith("/Admin") ? url.pathname : "/Admin", self.location.origin).href;
  } catch {
    return new URL("/Admin", self.location.origin).href;
  }
}

/** Shows a push's notification: its `{ title, body, url, tag }`, what is missing filled in. */
function showPush(data) {
  const title = typeof data.title === "string" && data.title ? data.title : "New on your console";
  return self.registration.showNotification(title, {
    body: typeof data.body === "string" ? data.body : "",
    tag: typeof data.tag === "string" ? data.tag : undefined,
    icon: "/favicon.svg",
    data: { url: consoleUrl(typeof data.url === "string" ? data.url : "/Admin") },
  });
}

/** A push's payload as JSON; a payload that is not JSON is shown as its text. */
function pushData(message) {
  try {
    return message ? message.json() : {};
  } catch {
    return { body: message ? message.text() : "" };
  }
}

self.addEventListener("push", (event) => {
  event.waitUntil(showPush(pushData(event.data)));
});

/** The API's origin this worker was registered with (src/stores/pushDevice.ts), or null. */
function apiUrl() {
  const api = new URL(self.location.href).searchParams.get("api");
  try {
    const url = new URL(api ?? "");
    return url.protocol === "https:" || url.protocol === "http:" ? url.href.replace(/\/$/, "") : null;
  } catch {
    return null;
  }
}

const base64url = (buffer) =>
  btoa(String.fromCharCode(...new Uint8Array(buffer)))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");

/**
 * Gives the API the subscription the browser renewed: the old one's endpoint and auth secret prove
 * the device (the e2e test calls this with the stub push service's subscriptions).
 */
async function renewSubscription(old, renewed) {
  const api = apiUrl();
  const auth = old.getKey("auth");
  if (!api || !auth) return false;
  const answer = await fetch(`${api}/api/push/renew`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ oldEndpoint: old.endpoint, oldAuth: base64url(auth), subscription: renewed.toJSON() }),
  });
  return answer.ok;
}

self.addEventListener("pushsubscriptionchange", (event) => {
  const old = event.oldSubscription;
  // Without the old subscription nothing proves the device: the console gives the new one when it opens next.
  if (!old) return;
  event.waitUntil(
    (async () => {
      const renewed =
        event.newSubscription ??
        (await self.registration.pushManager.subscribe({
          userVisibleOnly: true,
          applicationServerKey: old.options.applicationServerKey,
        }));
      await renewSubscription(old, renewed);
    })().catch(() => {}),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const target = consoleUrl(event.notification.data?.url ?? "/Admin");
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const same = windows.find((w) => w.url === target);
      if (same) return same.focus();
      const console = windows.find((w) => new URL(w.url).pathname.startsWith("/Admin"));
      if (console) {
        const focused = await console.focus();
        return focused.navigate ? focused.navigate(target).catch(() => focused) : focused;
      }
      return self.clients.openWindow(target);
    })(),
  );
});
