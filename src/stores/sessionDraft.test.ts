import * as v from "valibot";
import { beforeEach, describe, expect, it } from "vitest";
import { dropDraft, keepDraft, keptDraft } from "./sessionDraft";

const Draft = v.object({ title: v.string(), content: v.array(v.string()) });

describe("a draft kept in the tab", () => {
  const store = new Map<string, string>();
  beforeEach(() => {
    store.clear();
    globalThis.sessionStorage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, val: string) => void store.set(k, val),
      removeItem: (k: string) => void store.delete(k),
    } as Storage;
  });

  it("comes back as typed, and is gone once dropped", () => {
    keepDraft("blogDraft:demo:new", { title: "Tea", content: ["One"] });
    expect(keptDraft("blogDraft:demo:new", Draft)).toEqual({ title: "Tea", content: ["One"] });
    dropDraft("blogDraft:demo:new");
    expect(keptDraft("blogDraft:demo:new", Draft)).toBeNull();
  });

  it("is dropped when damaged", () => {
    sessionStorage.setItem("k", "{not json");
    expect(keptDraft("k", Draft)).toBeNull();
    sessionStorage.setItem("k", JSON.stringify({ title: 3 }));
    expect(keptDraft("k", Draft)).toBeNull();
  });
});
