/**
 * The profile (issue 26 part 2) at 390 × 844, in one sign-in: the shopper
 * edits their name and phone, adds two addresses with the Pin Code filling
 * city, district and state, makes the second the default, edits one, sees a
 * failed save keep what they typed (through a reload too), finds the
 * checkout starting on the default, and deletes an address after confirming.
 */
import { expect, type Locator, type Page, test } from "@playwright/test";
import { addFromHome, freshEmail, signInToBag } from "./checkout-support";
import { platformShop } from "./storefront-support";
import { expectNoSeriousA11yViolations } from "./support/axe";

test.use({ viewport: { width: 390, height: 844 } });

const STREET = "Address (House no, Building, Street area)";

/** A saved address on the profile, by a piece of its text. */
const savedAddress = (page: Page, text: string): Locator =>
  page.locator(".profile-addresses li").filter({ hasText: text });

/** Opens the add form, types an address by its Pin Code, and sees the Pin Code fill the place. */
async function addAddress(page: Page, street: string, pincode: string, place: string[], type = "Home") {
  await page.getByRole("button", { name: "Add address" }).click();
  // The form starts with the profile's name and phone.
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Asha Verma");
  await expect(page.getByLabel("Mobile Number")).toHaveValue("9876543210");
  await page.getByLabel(STREET).fill(street);
  await page.getByLabel("Pin Code").fill(pincode);
  const [city = "", district = "", state = ""] = place;
  await expect(page.getByLabel("City")).toHaveValue(city);
  await expect(page.getByLabel("District")).toHaveValue(district);
  await expect(page.getByLabel("State")).toHaveValue(state);
  await expect(
    page.getByText(`Filled in from the Pin Code: ${city}, ${district} district, ${state}.`),
  ).toBeVisible();
  await page.getByLabel("Save address as").selectOption(type);
  await page.getByRole("button", { name: "SAVE ADDRESS" }).click();
  await expect(savedAddress(page, street)).toBeVisible();
}

test("a shopper edits their profile and addresses; a failed save keeps the typing; checkout starts on the default", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await addFromHome(page, "demo", ["Toor Dal 1 kg"]);
  await signInToBag(page, "demo", freshEmail("profile"));
  await page.goto(platformShop("demo", "/profile"));

  // Name and phone.
  await page.getByRole("button", { name: "Edit name and phone" }).click();
  await page.getByLabel("Name").fill("Asha Verma");
  await page.getByLabel("Mobile Number").fill("12345");
  await page.getByRole("button", { name: "Save details" }).click();
  await expect(page.locator("#details-error")).toHaveText("Enter a 10-digit Mobile Number");
  await page.getByLabel("Mobile Number").fill("9876543210");
  await page.getByRole("button", { name: "Save details" }).click();
  const details = page.locator(".profile-details");
  await expect(details.getByRole("definition")).toHaveText(["Asha Verma", "9876543210"]);

  // Two addresses; the first saved is the default.
  await addAddress(page, "12 MG Road", "302001", ["Jaipur", "Jaipur", "Rajasthan"]);
  await expect(savedAddress(page, "12 MG Road")).toContainText(
    "Asha Verma, +91-9876543210, 12 MG Road, Jaipur, Rajasthan - 302001, India",
  );
  await expect(savedAddress(page, "12 MG Road").getByText("Default", { exact: true })).toBeVisible();
  await addAddress(page, "5 Lake Palace Road", "313001", ["Udaipur", "Udaipur", "Rajasthan"], "Work");
  await expect(savedAddress(page, "5 Lake Palace Road").getByText("Default", { exact: true })).toHaveCount(0);

  // The second becomes the default.
  await savedAddress(page, "5 Lake Palace Road").getByRole("button", { name: "Make default" }).click();
  await expect(savedAddress(page, "5 Lake Palace Road").getByText("Default", { exact: true })).toBeVisible();
  await expect(savedAddress(page, "12 MG Road").getByText("Default", { exact: true })).toHaveCount(0);

  // Edit the first: the form opens on its fields; a saved Pin Code looks nothing up.
  await savedAddress(page, "12 MG Road").getByRole("button", { name: "Edit" }).click();
  await expect(page.getByLabel("City")).toHaveValue("Jaipur");
  await expect(page.getByLabel("Pin Code")).toHaveValue("302001");
  await page.getByLabel(STREET).fill("14 MG Road");
  await page.getByRole("button", { name: "SAVE ADDRESS" }).click();
  await expect(savedAddress(page, "14 MG Road")).toBeVisible();
  await expect(savedAddress(page, "12 MG Road")).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // A failed save: the spec's message, and nothing typed is lost, through a reload too.
  await savedAddress(page, "14 MG Road").getByRole("button", { name: "Edit" }).click();
  await page.getByLabel(STREET).fill("16 MG Road, Near Ajmeri Gate");
  await page.route("**/customer/updateaddress", (route) => route.fulfill({ status: 503, body: "" }));
  await page.getByRole("button", { name: "SAVE ADDRESS" }).click();
  await expect(page.locator("#profile-address-error")).toHaveText("Something was worng");
  await expect(page.getByLabel(STREET)).toHaveValue("16 MG Road, Near Ajmeri Gate");
  await page.reload();
  await expect(page.getByLabel(STREET)).toHaveValue("16 MG Road, Near Ajmeri Gate");
  await page.unroute("**/customer/updateaddress");
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(savedAddress(page, "14 MG Road")).toBeVisible();

  // The checkout's Address step starts on the default address.
  await page.goto(platformShop("demo", "/cart"));
  await page.getByRole("button", { name: "PLACE ORDER" }).click();
  await expect(page.getByRole("radio", { name: /5 Lake Palace Road/ })).toBeChecked();
  await expect(page.getByRole("radio", { name: /14 MG Road/ })).not.toBeChecked();

  // Delete asks first; Keep it keeps it.
  await page.goto(platformShop("demo", "/profile"));
  const first = savedAddress(page, "14 MG Road");
  await first.getByRole("button", { name: "Delete" }).click();
  await first.getByRole("button", { name: "Keep it" }).click();
  await first.getByRole("button", { name: "Delete" }).click();
  await expect(first.getByRole("group", { name: "Delete this address?" })).toBeVisible();
  await first.getByRole("button", { name: "Yes, delete" }).click();
  await expect(page.locator(".profile-addresses li")).toHaveCount(1);
  await expect(savedAddress(page, "5 Lake Palace Road").getByText("Default", { exact: true })).toBeVisible();
});
