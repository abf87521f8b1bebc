import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createLocalStorage } from "../files/local-storage";
import type { Storage } from "../files/storage";
import { ApiFailure } from "../http/failure";
import { limitConcurrency } from "./concurrency";
import { sniffHeif } from "./heif";
import { MAX_PHOTO_BYTES, PHOTO_REFUSED, PHOTO_WIDTHS, processPhoto, widthsFor } from "./images";

/** A real HEIC (HEVC), 240 × 200: `heif-enc -q 10` (libheif 1.15, x265) of a plain green PNG. */
const REAL_HEIC = Buffer.from(
  "AAAAHGZ0eXBoZWljAAAAAG1pZjFoZWljbWlhZgAAAUJtZXRhAAAAAAAAACFoZGxyAAAAAAAAAABwaWN0AAAAAAAAAAAAAAAAAAAAAA5waXRtAAAAAAABAAAAImlsb2MAAAAAREAAAQABAAAAAAFmAAEAAAAAAAAAOAAAACNpaW5mAAAAAAABAAAAFWluZmUCAAAAAAEAAGh2YzEAAAAAwmlwcnAAAACkaXBjbwAAAHhodmNDAQNwAAAAAAAAAAAAPPAA/P34+AAADwMgAAEAGEABDAH//wNwAAADAJAAAAMAAAMAPLoCQCEAAQArQgEBA3AAAAMAkAAAAwAAAwA8oB4gMllupJKa5uBAQMCAAAADAIAAAAMAhCIAAQAHRAHBcrBiQAAAABRpc3BlAAAAAAAAAPAAAADIAAAAEHBpeGkAAAAAAwgICAAAABZpcG1hAAAAAAAAAAEAAQOBAoMAAABAbWRhdAAAADQoAa8EEhYnNPx5OOuhtYvokkb+wTmdHcAKuKfo7gZgxQT0kw00wABBQIcAAAMAAAMAAFHA",
  "base64",
);

/** ISO-BMFF `ftyp` box: major brand, minor version 0, compatible brands. */
function ftyp(major: string, ...compatible: string[]): Uint8Array {
  const box = Buffer.from(`....ftyp${major}\0\0\0\0${compatible.join("")}`, "latin1");
  box.writeUInt32BE(box.length, 0);
  return box;
}

/**
 * A 12 MP phone photo as the camera stores it: 4000 × 3000 noise with a red
 * square at the stored top left, EXIF orientation 6 (shown turned 90° clockwise,
 * so the square appears top right), an author and a GPS position.
 */
async function cameraJpeg(): Promise<Buffer> {
  const noise = randomBytes(2000 * 1500 * 3);
  const scene = await sharp(noise, { raw: { width: 2000, height: 1500, channels: 3 } })
    .resize(4000, 3000)
    .composite([
      { input: { create: { width: 800, height: 800, channels: 3, background: "#f00" } }, left: 0, top: 0 },
    ])
    .png({ compressionLevel: 0 })
    .toBuffer();
  return sharp(scene)
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: "PhoneMaker", Artist: "Seller Phone" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "28/1 36/1 50/1", GPSMapDatum: "GPS-SECRET-DATUM" },
    })
    .toBuffer();
}

const plain = (width: number, height: number, channels: 3 | 4 = 3) =>
  sharp({ create: { width, height, channels, background: { r: 40, g: 120, b: 200, alpha: 0.6 } } });

let dir: string;
let storage: Storage;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "photos-"));
  storage = createLocalStorage({ uploadDir: dir, apiUrl: "http://localhost:8787" });
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** The stored files of shop demo, by name. */
const storedFiles = async () => (await readdir(path.join(dir, "catalog", "demo"))).sort();
const file = (name: string) => readFile(path.join(dir, "catalog", "demo", name));

/** The widths in stored names `{id}-{w}.webp`, checking they share one id. */
function widthsOfNames(names: string[]): number[] {
  const parsed = names.map((name) => /^([0-9a-f]{16})-(\d+)\.webp$/.exec(name));
  expect(parsed.every(Boolean), names.join(" ")).toBe(true);
  expect(new Set(parsed.map((m) => m?.[1])).size).toBe(1);
  return parsed.map((m) => Number(m?.[2])).sort((a, b) => a - b);
}

describe("processPhoto: a phone's camera photo", () => {
  let camera: Buffer;
  beforeAll(async () => {
    camera = await cameraJpeg();
  });

  it("is stored upright at every width, the largest answered", async () => {
    const meta = await sharp(camera).metadata();
    expect([meta.width, meta.height, meta.orientation]).toEqual([4000, 3000, 6]);

    const photo = await processPhoto(camera, storage, "demo");
    const names = await storedFiles();
    expect(widthsOfNames(names)).toEqual([320, 640, 960, 1280]);
    // turned by its orientation: 3000 × 4000 upright, so 1280 × 1707
    expect(photo).toMatchObject({ width: 1280, height: 1707 });
    expect(photo.ms).toBeGreaterThan(0);
    const largest = names.find((name) => name.endsWith("-1280.webp")) ?? "";
    expect(photo.url).toBe(`http://localhost:8787/uploads/catalog/demo/${largest}`);

    for (const name of names) {
      const out = await sharp(await file(name)).metadata();
      const w = Number(/-(\d+)\.webp$/.exec(name)?.[1]);
      expect([out.format, out.width, out.height]).toEqual(["webp", w, Math.round((w * 4000) / 3000)]);
    }
    // the red square stored top left is shown top right
    const { data, info } = await sharp(await file(names[0] ?? ""))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3),
    ];
    expect(pixel(info.width - 10, 10)).toEqual([
      expect.closeTo(255, -1.5),
      expect.closeTo(0, -1.5),
      expect.closeTo(0, -1.5),
    ]);
    // noise, not red: the green of a 20 × 20 patch on average (one pixel of the noise is at 40 or under
    // about one time in six at this width, which failed a run)
    const patch = Array.from(
      { length: 400 },
      (_, i) => pixel(10 + (i % 20), 10 + Math.floor(i / 20))[1] ?? 0,
    );
    expect(patch.reduce((sum, g) => sum + g, 0) / patch.length).toBeGreaterThan(40);
  });

  it("keeps none of its metadata: no EXIF (GPS, author, orientation), XMP, IPTC or ICC", async () => {
    expect((await sharp(camera).metadata()).exif?.includes("GPS-SECRET-DATUM")).toBe(true);
    await processPhoto(camera, storage, "demo");
    for (const name of await storedFiles()) {
      const bytes = await file(name);
      const out = await sharp(bytes).metadata();
      expect([out.exif, out.xmp, out.iptc, out.icc, out.orientation]).toEqual([
        undefined,
        undefined,
        undefined,
        undefined,
        undefined,
      ]);
      for (const text of ["GPS-SECRET-DATUM", "Seller Phone", "PhoneMaker", "EXIF", "XMP "])
        expect(bytes.includes(text), `${name} holds ${text}`).toBe(false);
    }
  });
});

describe("processPhoto: the types and sizes it takes", () => {
  it("takes a PNG with transparency, writing only the widths it reaches", async () => {
    const photo = await processPhoto(await plain(1000, 700, 4).png().toBuffer(), storage, "demo");
    const names = await storedFiles();
    expect(widthsOfNames(names)).toEqual([320, 640, 960]);
    expect(photo).toMatchObject({ width: 960, height: 672 });
    const largest = await sharp(await file(names.find((n) => n.endsWith("-960.webp")) ?? "")).metadata();
    expect(largest.hasAlpha).toBe(true);
  });

  it("takes a WebP", async () => {
    const photo = await processPhoto(await plain(500, 400).webp().toBuffer(), storage, "demo");
    expect(widthsOfNames(await storedFiles())).toEqual([320]);
    expect(photo).toMatchObject({ width: 320, height: 256 });
  });

  it("takes an AVIF (HEIF with AV1, which the prebuilt libvips decodes)", async () => {
    const avif = await plain(700, 500).avif({ effort: 0 }).toBuffer();
    expect(sniffHeif(avif)).toBe("image/avif");
    await processPhoto(avif, storage, "demo");
    expect(widthsOfNames(await storedFiles())).toEqual([320, 640]);
  });

  it("never upscales: a photo narrower than 320 is written once, at its own width", async () => {
    const photo = await processPhoto(await plain(250, 600).jpeg().toBuffer(), storage, "demo");
    expect(widthsOfNames(await storedFiles())).toEqual([250]);
    expect(photo).toMatchObject({ width: 250, height: 600 });
  });

  it("writes each width of PHOTO_WIDTHS the photo reaches", () => {
    expect(PHOTO_WIDTHS).toEqual([320, 640, 960, 1280]);
    expect(widthsFor(4000)).toEqual([320, 640, 960, 1280]);
    expect(widthsFor(1280)).toEqual([320, 640, 960, 1280]);
    expect(widthsFor(1279)).toEqual([320, 640, 960]);
    expect(widthsFor(320)).toEqual([320]);
    expect(widthsFor(200)).toEqual([200]);
  });
});

describe("processPhoto refuses, naming the field photo and storing nothing", () => {
  /** The refusal `bytes` get, as status and body. */
  async function refusal(bytes: Uint8Array) {
    const error = await processPhoto(bytes, storage, "demo").then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiFailure);
    expect(existsSync(path.join(dir, "catalog"))).toBe(false);
    const failure = error as ApiFailure;
    return { status: failure.status, ...failure.body() };
  }
  const refused = (status: number, error: string) => ({ status, error, field: "photo" });

  it("an empty file (422)", async () => {
    expect(await refusal(new Uint8Array())).toEqual(refused(422, PHOTO_REFUSED.empty));
  });

  it("a file over 20 MB (413), before reading it", async () => {
    const big = new Uint8Array(MAX_PHOTO_BYTES + 1);
    big.set([0xff, 0xd8, 0xff]);
    expect(await refusal(big)).toEqual(refused(413, "This photo is over 20 MB: choose a smaller one"));
  });

  it("what is not a JPEG, PNG or WebP (415): random bytes, text, a GIF, an MP4 video", async () => {
    const files = [
      randomBytes(5000),
      Buffer.from("name,price\nBrass Diya Set,499\n"),
      await plain(300, 300).gif().toBuffer(),
      Buffer.concat([ftyp("isom", "isom", "iso2", "mp41"), randomBytes(100)]),
    ];
    for (const bytes of files)
      expect(await refusal(bytes)).toEqual(refused(415, "Choose a photo: JPEG, PNG or WebP"));
  });

  it("an iPhone HEIC (415), saying how to send JPEG instead", async () => {
    expect(sniffHeif(REAL_HEIC)).toBe("image/heic");
    expect((await sharp(REAL_HEIC).metadata()).compression).toBe("hevc"); // its header is read, its pixels are not
    const heic = refused(415, PHOTO_REFUSED.heic);
    expect(heic.error).toContain("Settings › Camera › Formats to Most Compatible");
    expect(await refusal(REAL_HEIC)).toEqual(heic);
    expect(await refusal(ftyp("heic", "mif1", "heic"))).toEqual(heic); // the header alone
  });

  it("a damaged photo (422): JPEG's signature over garbage, a JPEG cut short", async () => {
    const whole = await sharp(randomBytes(400 * 300 * 3), { raw: { width: 400, height: 300, channels: 3 } })
      .jpeg()
      .toBuffer();
    const files = [
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(4000)]),
      whole.subarray(0, 5000),
    ];
    for (const bytes of files) expect(await refusal(bytes)).toEqual(refused(422, PHOTO_REFUSED.unreadable));
  });

  it("a photo under 200 pixels on its short side (422)", async () => {
    const tooSmall = refused(422, "This photo is too small: at least 200 × 200 pixels");
    expect(await refusal(await plain(100, 100).png().toBuffer())).toEqual(tooSmall);
    expect(await refusal(await plain(1600, 199).jpeg().toBuffer())).toEqual(tooSmall);
  });

  it("a photo over 50 megapixels (422), from its header", async () => {
    // A small JPEG whose frame header says 10,000 × 5,001: the refusal reads the header and never
    // decodes, so the test need not encode 50 megapixels (seconds of CPU, past its time on a busy machine).
    const huge = await plain(16, 16).jpeg().toBuffer();
    const frame = huge.findIndex((b, i) => b === 0xff && (huge[i + 1] === 0xc0 || huge[i + 1] === 0xc2));
    expect(frame).toBeGreaterThan(0);
    huge.writeUInt16BE(5_001, frame + 5);
    huge.writeUInt16BE(10_000, frame + 7);
    expect(await sharp(huge).metadata()).toMatchObject({ width: 10_000, height: 5_001 });
    expect(await refusal(huge)).toEqual(refused(422, "This photo is too large: at most 50 megapixels"));
  });

  it("a strip too long for WebP at its width (422)", async () => {
    const strip = await plain(200, 17_000).png().toBuffer();
    expect(await refusal(strip)).toEqual(refused(422, PHOTO_REFUSED.tooNarrow));
  });
});

describe("processPhoto and the storage", () => {
  const failing = (error: unknown): Storage => ({ ...storage, save: () => Promise.reject(error) });
  const errno = (code: string) => Object.assign(new Error(code), { code });

  it("answers 507 when the storage is full and 503 when it refuses writes; other errors stay 500s", async () => {
    const photo = await plain(400, 300).jpeg().toBuffer();
    const failure = (error: unknown) =>
      processPhoto(photo, failing(error), "demo").then(
        () => null,
        (e: unknown) => e,
      );
    expect(await failure(errno("ENOSPC"))).toMatchObject({ status: 507, message: PHOTO_REFUSED.storageFull });
    expect(await failure(errno("EACCES"))).toMatchObject({
      status: 503,
      message: PHOTO_REFUSED.storageRefused,
    });
    const bug = new Error("network down");
    expect(await failure(bug)).toBe(bug);
  });

  it("stores only under a real shop id", async () => {
    const photo = await plain(400, 300).jpeg().toBuffer();
    await expect(processPhoto(photo, storage, "../demo")).rejects.toThrow("Not a shop id");
    expect(existsSync(path.join(dir, "catalog"))).toBe(false);
  });
});

describe("sniffHeif", () => {
  it("tells HEIC and AVIF by their brands, and nothing else", () => {
    expect(sniffHeif(ftyp("heic", "mif1", "heic"))).toBe("image/heic");
    expect(sniffHeif(ftyp("mif1", "heic"))).toBe("image/heic");
    expect(sniffHeif(ftyp("heix", "mif1"))).toBe("image/heic");
    expect(sniffHeif(ftyp("msf1", "hevc"))).toBe("image/heic");
    expect(sniffHeif(ftyp("avif", "avif", "mif1", "miaf"))).toBe("image/avif");
    expect(sniffHeif(ftyp("mif1", "avif"))).toBe("image/avif");
    expect(sniffHeif(ftyp("isom", "isom", "mp41"))).toBeNull();
    expect(sniffHeif(ftyp("qt  "))).toBeNull();
    expect(sniffHeif(Buffer.from("ftypheic"))).toBeNull();
    const lying = Buffer.from(ftyp("heic", "mif1"));
    lying.writeUInt32BE(9999, 0); // a box longer than the file
    expect(sniffHeif(lying)).toBeNull();
  });
});

describe("limitConcurrency", () => {
  it("runs at most its slots at once, in turn, and frees a slot when a job fails", async () => {
    const limit = limitConcurrency(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const job = (i: number) => async () => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running--;
      order.push(i);
      if (i === 1) throw new Error("job 1 failed");
      return i;
    };
    const results = await Promise.allSettled([0, 1, 2, 3, 4].map((i) => limit(job(i))));
    expect(most).toBe(2);
    expect(results.map((r) => r.status)).toEqual([
      "fulfilled",
      "rejected",
      "fulfilled",
      "fulfilled",
      "fulfilled",
    ]);
    expect(order.sort()).toEqual([0, 1, 2, 3, 4]);
  });
});
