import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import type { AuthoringCourse, UploadedImage } from "@tq/contract/authoring";
import type { CoursesForDisplay } from "@tq/contract/site";
import { authoringWorld, multipart, pngOf, type Who } from "./authoring-factory.ts";
import { bearer, errorOf } from "../support/helpers.ts";

let w: Awaited<ReturnType<typeof authoringWorld>>;
beforeAll(async () => {
  w = await authoringWorld();
});
afterAll(() => w.t.close());

function upload(url: string, who: Who | null, file: Buffer, name = "logo.png", type = "image/png") {
  const body = multipart(file, name, type);
  return w.t.app.inject({
    method: "POST",
    url,
    payload: body.payload,
    headers: { ...body.headers, ...(who ? bearer(w.tokens[who]) : {}) },
  });
}

const logoUrl = () => `/api/authoring/courses/${w.tree.course.id}/logo`;
const fileOf = (url: string) => path.join(w.t.config.mediaDir, url.replace(/^\/media\//, ""));

describe("POST /api/authoring/courses/{id}/logo", () => {
  it("stores a real PNG as a WebP named by its hash, with smaller widths beside it, served from /media, and shows it on the home page", async () => {
    const before = w.t.app.ctx.publicVersion.value;
    const res = await upload(logoUrl(), "owner", await pngOf(300, 200));
    expect(res.statusCode, res.body).toBe(200);
    const course = res.json() as AuthoringCourse;
    expect(course.logoUrl).toMatch(/^\/media\/logos\/[0-9a-f]{64}\.webp$/);
    const stored = fs.readFileSync(fileOf(course.logoUrl ?? ""));
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 300, height: 200 });
    expect(meta.exif).toBeUndefined();
    // The widths srcset offers (ADR 0092), each fitting its box, never enlarged.
    for (const [width, size] of [
      [64, [64, 43]],
      [128, [128, 85]],
      [256, [256, 171]],
    ] as const) {
      const copy = await sharp(
        fs.readFileSync(fileOf(course.logoUrl?.replace(".webp", `-${width}.webp`) ?? "")),
      ).metadata();
      expect([copy.format, copy.width, copy.height]).toEqual(["webp", ...size]);
    }
    expect(w.t.app.ctx.publicVersion.value).toBeGreaterThan(before);
    const served = await w.t.app.inject({ method: "GET", url: course.logoUrl ?? "" });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    // Named by the hash of its bytes: cacheable for good.
    expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const display = (
      await w.t.app.inject({ method: "POST", url: "/api/admin/getcoursesfordisplay", payload: {} })
    ).json() as CoursesForDisplay;
    expect(display.courses.find((c) => c.id === w.tree.course.id)?.logoUrl).toBe(course.logoUrl);
  });

  it("shrinks a huge image to fit 512×512 (never enlarging a small one)", async () => {
    const res = await upload(logoUrl(), "world", await pngOf(2400, 1200), "wide.png");
    const course = res.json() as AuthoringCourse;
    const meta = await sharp(fs.readFileSync(fileOf(course.logoUrl ?? ""))).metadata();
    expect([meta.width, meta.height]).toEqual([512, 256]);
    const small = (await upload(logoUrl(), "owner", await pngOf(40, 30))).json() as AuthoringCourse;
    const smallMeta = await sharp(fs.readFileSync(fileOf(small.logoUrl ?? ""))).metadata();
    expect([smallMeta.width, smallMeta.height]).toEqual([40, 30]);
  });

  it("checks the real type: a text file named .png, an SVG, and no file at all are refused with a field message", async () => {
    const text = await upload(logoUrl(), "owner", Buffer.from("hello, I am not a picture"), "fake.png");
    expect(text.statusCode).toBe(400);
    expect(errorOf(text).fields?.file).toBe("Upload a PNG, JPEG, WebP or GIF image.");
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    const svgRes = await upload(logoUrl(), "owner", svg, "logo.png", "image/png");
    expect(svgRes.statusCode).toBe(400);
    const json = await w.t.app.inject({
      method: "POST",
      url: logoUrl(),
      payload: { file: "x" },
      headers: bearer(w.tokens.owner),
    });
    expect(json.statusCode).toBe(400);
    expect(errorOf(json).fields?.file).toMatch(/multipart/);
  });

  it("accepts JPEG, WebP and GIF too", async () => {
    const base = sharp(await pngOf(64, 64));
    for (const [buffer, name] of [
      [await base.clone().jpeg().toBuffer(), "a.jpg"],
      [await base.clone().webp().toBuffer(), "a.webp"],
      [await base.clone().gif().toBuffer(), "a.gif"],
    ] as const) {
      const res = await upload(logoUrl(), "owner", buffer, name, "application/octet-stream");
      expect(res.statusCode, name).toBe(200);
    }
  });

  it("refuses a file over 5 MB (413 with a field message)", async () => {
    const res = await upload(logoUrl(), "owner", Buffer.alloc(5 * 1024 * 1024 + 10, 1), "big.png");
    expect(res.statusCode).toBe(413);
    expect(errorOf(res).fields?.file).toMatch(/5 MB/);
  });

  it("is the owner's or the world director's: assistant, other teacher, student 403; visitor 401; 404", async () => {
    const png = await pngOf(10, 10);
    for (const who of ["assistant", "otherTeacher", "student", "country"] as const) {
      expect((await upload(logoUrl(), who, png)).statusCode, who).toBe(403);
    }
    expect((await upload(logoUrl(), null, png)).statusCode).toBe(401);
    expect((await upload("/api/authoring/courses/999999/logo", "owner", png)).statusCode).toBe(404);
  });
});

describe("an upload from a browser", () => {
  it("passes the anti-forgery check with the X-XSRF-TOKEN header, and fails without it", async () => {
    const body = multipart(await pngOf(20, 20), "logo.png", "image/png");
    const browser = {
      ...body.headers,
      ...bearer(w.tokens.owner),
      origin: "http://localhost",
      cookie: "XSRF-TOKEN=abc123",
    };
    const ok = await w.t.app.inject({
      method: "POST",
      url: "/api/media/images",
      payload: body.payload,
      headers: { ...browser, "x-xsrf-token": "abc123" },
    });
    expect(ok.statusCode).toBe(201);
    const refused = await w.t.app.inject({
      method: "POST",
      url: "/api/media/images",
      payload: body.payload,
      headers: browser,
    });
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).code).toBe("xsrf");
  });
});

describe("POST /api/media/images", () => {
  it("stores an image for a tutorial body within 1600×1600 and answers its url and size", async () => {
    const res = await upload("/api/media/images", "assistant", await pngOf(2000, 1000), "figure.png");
    expect(res.statusCode, res.body).toBe(201);
    const image = res.json() as UploadedImage;
    expect(image).toMatchObject({ width: 1600, height: 800 });
    expect(image.url).toMatch(/^\/media\/images\/[0-9a-f]{64}\.webp$/);
    expect(fs.existsSync(fileOf(image.url))).toBe(true);
    // The same picture twice is one file.
    const again = (await upload("/api/media/images", "owner", await pngOf(2000, 1000))).json() as UploadedImage;
    expect(again.url).toBe(image.url);
  });

  it("refuses students and country directors (403), visitors (401), and fakes (400)", async () => {
    const png = await pngOf(10, 10);
    expect((await upload("/api/media/images", "student", png)).statusCode).toBe(403);
    expect((await upload("/api/media/images", "country", png)).statusCode).toBe(403);
    expect((await upload("/api/media/images", null, png)).statusCode).toBe(401);
    const fake = await upload("/api/media/images", "owner", Buffer.from("GIF89a but not really"), "x.gif");
    expect(fake.statusCode).toBe(400);
  });
});
