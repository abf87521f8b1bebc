/**
 * Focus after the next render, for the order screens: a step's message, the
 * alert saying why it was refused, a card in its new place. What is to take
 * focus may have no words yet (an empty alert is hidden) or not be in the
 * page yet when the step ends; it is found once the store's change is drawn.
 */
import { useCallback, useEffect, useState } from "react";

type Target = () => HTMLElement | null | undefined;

/** Gives `focusLater(target)`: `target()` is focused once the screen has drawn what changed. */
export function useFocusLater(): (target: Target) => void {
  const [request, setRequest] = useState<{ target: Target } | null>(null);
  useEffect(() => {
    request?.target()?.focus();
  }, [request]);
  return useCallback((target: Target) => setRequest({ target }), []);
}
