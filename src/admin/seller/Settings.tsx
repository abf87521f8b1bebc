/**
 * The shop's settings: every field of the contract's ShopSettings, checked
 * here with the server's own rules (settingsProblems and the contract's
 * schema) before it is sent; a refusal shows beside its field
 * (stores/shopSettings.ts). Below it, the seller's message choices
 * (SettingsNotifications.tsx), a form of their own.
 */
import { useStore } from "@nanostores/react";
import { type SubmitEvent, useEffect, useRef } from "react";
import {
  $shopSettings,
  closeShopSettings,
  discardKeptSettings,
  loadShopSettings,
  saveShopSettings,
} from "../../stores/shopSettings";
import { Alert } from "../../ui/Alert";
import type { SellerScreenProps } from "../screenProps";
import { focusAfterSave, Loading, ScreenTitle } from "../ui";
import { SettingsNotifications } from "./SettingsNotifications";
import { SettingsShop } from "./SettingsShop";
import { SettingsTrade } from "./SettingsTrade";

const TITLE_ID = "settings-title";

export default function Settings({ shopId }: SellerScreenProps) {
  const held = useStore($shopSettings);
  const failureRef = useRef<HTMLParagraphElement>(null);
  const savedRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    void loadShopSettings(shopId);
    return closeShopSettings;
  }, [shopId]);
  const mine = held.shopId === shopId;
  const form = mine ? held.form : null;

  if (!form) {
    const failure = mine ? held.failure : "";
    return (
      <div className="console-screen">
        <ScreenTitle id={TITLE_ID}>Shop settings</ScreenTitle>
        <Alert>{failure}</Alert>
        {failure ? null : <Loading label="Loading the settings" />}
      </div>
    );
  }

  // After a save the focus goes to what happened: the first field in error, else the failure, else "Saved".
  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    const field = await saveShopSettings();
    const { failure, status } = $shopSettings.get();
    focusAfterSave(
      field ? `setting-${field}` : null,
      failure ? failureRef.current : null,
      status ? savedRef.current : null,
    );
  };

  return (
    <div className="console-screen">
      <ScreenTitle id={TITLE_ID}>Shop settings</ScreenTitle>
      {held.restored ? (
        <div className="console-card console-restored" role="status">
          <p>Your unsaved changes were kept on this device and are back in the form.</p>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => {
              void discardKeptSettings();
              // The note and its button are gone: the focus goes back to the screen's title.
              document.getElementById(TITLE_ID)?.focus();
            }}
          >
            Discard them
          </button>
        </div>
      ) : null}
      <form className="console-form" noValidate onSubmit={(e) => void submit(e)}>
        <SettingsShop shopId={shopId} form={form} errors={held.errors} />
        <SettingsTrade form={form} errors={held.errors} onlineOffered={held.onlinePaymentsOffered} />
        <Alert ref={failureRef} tabIndex={-1}>
          {held.failure}
        </Alert>
        <p ref={savedRef} tabIndex={-1} className="console-saved" role="status">
          {held.status}
        </p>
        <button type="submit" className="button" disabled={held.busy}>
          {held.busy ? "Saving…" : "Save settings"}
        </button>
      </form>
      <SettingsNotifications shopId={shopId} />
    </div>
  );
}
