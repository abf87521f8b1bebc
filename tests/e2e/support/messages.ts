/** What the message providers' stub (scripts/stubs/messages.ts) was sent in this run. */
import type { StubMessage } from "../../../scripts/stubs/messages";
import { STUB_URL } from "./servers";

export async function stubMessages(): Promise<StubMessage[]> {
  const res = await fetch(`${STUB_URL}/_stub/messages`);
  if (!res.ok) throw new Error(`the message stub answered ${res.status}`);
  return (await res.json()) as StubMessage[];
}

/** The messages that name an order (its number among their variables or in their text), as channel:template, sorted. */
export async function messagesAbout(orderNumber: string): Promise<string[]> {
  return (await stubMessages())
    .filter((m) => m.params.includes(orderNumber) || m.text.includes(`#${orderNumber}`))
    .map((m) => `${m.channel}:${m.template}`)
    .sort();
}
