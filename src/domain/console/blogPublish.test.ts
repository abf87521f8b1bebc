import { describe, expect, it } from "vitest";
import { BLOG_STATUS_GIVE_UP_MS, publishStateOf } from "./blogPublish";

describe("watching a blog reach the list", () => {
  it("is live once the rebuild applied the event", () => {
    expect(publishStateOf({ applied: 7 }, 7, 0)).toBe("live");
    expect(publishStateOf({ applied: 9 }, 7, 0)).toBe("live");
  });

  it("keeps publishing until the time is up", () => {
    expect(publishStateOf({ applied: 6 }, 7, 3_000)).toBe("publishing");
    expect(publishStateOf({ applied: 6 }, 7, BLOG_STATUS_GIVE_UP_MS)).toBe("later");
  });

  it("gives up at once without a status to read", () => {
    expect(publishStateOf(null, 7, 0)).toBe("later");
    expect(publishStateOf({ applied: "7" }, 7, 0)).toBe("later");
  });
});
