/**
 * The local account chooser for the Firebase Auth emulator (like the
 * emulator's own popup): a modal dialog asking which Google account to be.
 * Loaded only when PUBLIC_AUTH_EMULATOR_URL is set and someone signs in.
 * Plain DOM, so it works on any page (storefront or platform island).
 */
import "./accountChooser.css";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const TEMPLATE = `<form novalidate>
  <h2 id="ac-title">Sign in with Google</h2>
  <p id="ac-text">Local Auth emulator: enter any email to sign in as that Google account.</p>
  <label for="ac-email">Email</label>
  <input id="ac-email" name="email" type="email" autocomplete="email">
  <p id="ac-error" class="account-chooser-error" role="alert"></p>
  <div class="account-chooser-actions">
    <button type="button" value="cancel">Cancel</button>
    <button type="submit" class="primary">Sign in</button>
  </div>
</form>`;

/** Shows the chooser; resolves with the chosen email, or null when it is cancelled (Escape or Cancel). */
export function chooseEmulatorAccount(): Promise<string | null> {
  return new Promise((resolve) => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = document.createElement("dialog");
    dialog.className = "account-chooser";
    dialog.setAttribute("aria-labelledby", "ac-title");
    dialog.setAttribute("aria-describedby", "ac-text");
    dialog.innerHTML = TEMPLATE;
    const form = dialog.querySelector("form") as HTMLFormElement;
    const input = dialog.querySelector("input") as HTMLInputElement;
    const error = dialog.querySelector("#ac-error") as HTMLElement;

    const done = (email: string | null) => {
      dialog.close();
      dialog.remove();
      opener?.focus();
      resolve(email);
    };
    dialog.addEventListener("cancel", (event) => {
      event.preventDefault();
      done(null);
    });
    dialog.querySelector('button[value="cancel"]')?.addEventListener("click", () => done(null));
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      const email = input.value.trim().toLowerCase();
      if (EMAIL.test(email)) return done(email);
      error.textContent = "Enter an email address, like asha@example.com";
      input.setAttribute("aria-invalid", "true");
      input.setAttribute("aria-describedby", "ac-error");
      input.focus();
    });

    document.body.append(dialog);
    dialog.showModal();
    input.focus();
  });
}
