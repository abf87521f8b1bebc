import { describe, expect, it } from "vitest";
import { type LinkToken, linkify } from "./linkify";

const links = (tokens: LinkToken[]) => tokens.filter((t) => t.kind === "link").map((t) => t.href);
const joined = (tokens: LinkToken[]) => tokens.map((t) => t.text).join("");

describe("linkify", () => {
  it("turns an http(s) URL into a link and keeps the text around it", () => {
    const tokens = linkify("Join at https://meet.platform.in/emitra-training every day.");
    expect(tokens).toEqual([
      { kind: "text", text: "Join at " },
      {
        kind: "link",
        text: "https://meet.platform.in/emitra-training",
        href: "https://meet.platform.in/emitra-training",
      },
      { kind: "text", text: " every day." },
    ]);
  });

  it("gives www. addresses an https scheme", () => {
    expect(links(linkify("See www.platform.in/emitra for details"))).toEqual([
      "https://www.platform.in/emitra",
    ]);
  });

  it("leaves text without a URL as one text token", () => {
    const text = "Training is Monday to Saturday at 5 p.m. on the e-mitra.kiosk portal.";
    expect(linkify(text)).toEqual([{ kind: "text", text }]);
  });

  it("does not link a scheme without a host, or other schemes", () => {
    expect(links(linkify("Type http:// then the address"))).toEqual([]);
    expect(links(linkify("ftp://files.platform.in and javascript:alert(1)"))).toEqual([]);
    expect(links(linkify("mail help@www.platform.in"))).toEqual([]);
  });

  it("keeps trailing punctuation and unbalanced brackets out of the link", () => {
    expect(links(linkify("(see https://platform.in/docs).")).join()).toBe("https://platform.in/docs");
    expect(links(linkify("Wiki https://en.wikipedia.org/wiki/Khadi_(fabric), read it"))).toEqual([
      "https://en.wikipedia.org/wiki/Khadi_(fabric)",
    ]);
    expect(links(linkify('"https://platform.in/a?b=1&c=2"!'))).toEqual(["https://platform.in/a?b=1&c=2"]);
  });

  it("finds several URLs and round-trips the text", () => {
    const text = "One https://a.platform.in, two http://b.platform.in:8080/x and www.c.in.";
    const tokens = linkify(text);
    expect(links(tokens)).toEqual([
      "https://a.platform.in",
      "http://b.platform.in:8080/x",
      "https://www.c.in",
    ]);
    expect(joined(tokens)).toBe(text);
  });

  it("returns no tokens for an empty text", () => {
    expect(linkify("")).toEqual([]);
  });
});
