/**
 * The staff app's service worker (issue 36), registered by the consoles with
 * the scope /Admin/ (src/stores/pushDevice.ts): the storefront never loads it.
 *
 * - push: shows the notification the API pushed (src/domain/messages/push.ts:
 *   { title, body, url, tag }); a push it cannot read still shows one, as a
 *   browser requires of every push (userVisibleOnly).
 * - notificationclick: focuses a console window already on that page, else
 *   takes an open console there, else opens one.
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

self.addEventListener("push", (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : "" };
  }
  const title = typeof data.title === "string" && data.title ? data.title : "New on your console";
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof data.body === "string" ? data.body : "",
      tag: typeof data.tag === "string" ? data.tag : undefined,
      icon: "/favicon.svg",
      data: { url: consoleUrl(typeof data.url === "string" ? data.url : "/Admin") },
    }),
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
