import { describe, expect, it } from "vitest";
import { downloadImgUrl } from "./downloads";
import { API_URL } from "./http";

describe("downloadImgUrl (GET /shop/download-img)", () => {
  it("names the image in the url query, encoded", () => {
    const link = new URL(
      downloadImgUrl("http://platform.localhost:4321/images/shops/demo/upi-qr.svg?v=1&x=2"),
    );
    expect(`${link.origin}${link.pathname}`).toBe(`${API_URL}/shop/download-img`);
    expect(link.searchParams.get("url")).toBe(
      "http://platform.localhost:4321/images/shops/demo/upi-qr.svg?v=1&x=2",
    );
    expect([...link.searchParams.keys()]).toEqual(["url"]);
  });
});
