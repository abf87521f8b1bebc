/**
 * <platform-sign-in>: the platform's /customerLogin (SPEC §2, §4). One
 * 'Continue with Google' button; after sign-in a spinner, then the login
 * cookies on the platform's parent domain and off to the shop named by
 * ?subdomain=. "Sign in with your phone" draws the phone form instead
 * (React and the form load then), with the same cookies after the code.
 * Firebase and js-cookie load only on click.
 */
import { inPlatformDomain } from "../domain/host";
import { shopFromQuery } from "../domain/loginHandoff";

class PlatformSignIn extends HTMLElement {
  connectedCallback(): void {
    // The cookies can only be set from a host inside the platform domain: come back on the site's own host.
    if (!inPlatformDomain(location.hostname, __PUBLIC_ENV__.platform.domain)) {
      location.replace(`${__PUBLIC_ENV__.siteUrl}${location.pathname}${location.search}`);
      return;
    }
    const shop = shopFromQuery(location.search);
    const button = this.querySelector<HTMLButtonElement>("[data-google]");
    if (!button) return;
    if (shop === null) {
      this.show("[data-no-shop]");
      return;
    }
    const shopName = this.querySelector("[data-shop]");
    if (shopName) shopName.textContent = shop;
    this.show("[data-for-shop]");
    button.hidden = false;
    button.addEventListener("pointerenter", preload, { once: true });
    button.addEventListener("focus", preload, { once: true });
    button.addEventListener("click", () => void this.signIn(button, shop));
    const phone = this.querySelector<HTMLButtonElement>("[data-phone]");
    if (phone) {
      phone.hidden = false;
      phone.addEventListener("click", () => void this.phone(phone, shop), { once: true });
    }
  }

  /** The phone form in place of its button; a verified number is handed to the shop as Google's is. */
  private async phone(button: HTMLButtonElement, shop: string): Promise<void> {
    const host = this.querySelector<HTMLElement>("[data-phone-form]");
    const error = this.querySelector<HTMLElement>("[data-error]");
    if (!host) return;
    button.setAttribute("aria-disabled", "true");
    try {
      const { mountPhoneSignIn } = await import("./platformPhone");
      button.hidden = true;
      host.hidden = false;
      mountPhoneSignIn(host, async (user) => {
        const { handOffPhoneToShop } = await import("../auth/platformLogin");
        location.assign(await handOffPhoneToShop(user, shop, __PUBLIC_ENV__.platform));
      });
    } catch (cause) {
      console.error("The phone sign-in did not load:", cause);
      button.removeAttribute("aria-disabled");
      button.addEventListener("click", () => void this.phone(button, shop), { once: true });
      if (error) error.textContent = "Could not load the phone sign-in. Please try again.";
    }
  }

  private show(selector: string): void {
    const element = this.querySelector<HTMLElement>(selector);
    if (element) element.hidden = false;
  }

  private async signIn(button: HTMLButtonElement, shop: string): Promise<void> {
    const error = this.querySelector<HTMLElement>("[data-error]");
    const busy = this.querySelector<HTMLElement>("[data-busy]");
    if (button.getAttribute("aria-disabled") === "true") return;
    if (error) error.textContent = "";
    // aria-disabled, not disabled: focus stays on the button while the account chooser is open and after.
    button.setAttribute("aria-disabled", "true");
    try {
      const { signInOnPlatform, handOffToShop } = await import("../auth/platformLogin");
      const user = await signInOnPlatform();
      if (user === null) {
        button.removeAttribute("aria-disabled");
        return;
      }
      button.hidden = true;
      if (busy) busy.hidden = false;
      location.assign(await handOffToShop(user, shop, __PUBLIC_ENV__.platform));
    } catch (cause) {
      console.error("Customer login failed:", cause);
      if (busy) busy.hidden = true;
      button.hidden = false;
      button.removeAttribute("aria-disabled");
      if (error) error.textContent = "Could not sign you in. Please try again.";
    }
  }
}

function preload(): void {
  import("../auth/platformLogin").catch(() => {});
}

if (!customElements.get("platform-sign-in")) customElements.define("platform-sign-in", PlatformSignIn);
