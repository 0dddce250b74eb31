import { describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { parseStorageSettings } from "./storageSettings";

const BASE = "http://localhost:4000";
const problemsOf = (env: Record<string, string>, base = BASE) => parseStorageSettings(env, base).problems;

describe("storage settings", () => {
  it("keeps files on local disk unless S3_BUCKET is set", () => {
    expect(parseStorageSettings({}, BASE).settings).toEqual({ kind: "local" });
    expect(parseStorageSettings({ S3_BUCKET: " " }, BASE).settings).toEqual({ kind: "local" });
  });

  it("reads a bucket on an S3-compatible server, path style by default there", () => {
    const { settings } = parseStorageSettings(
      {
        S3_BUCKET: "squarely-files",
        S3_ENDPOINT: "http://minio:9000/",
        S3_ACCESS_KEY_ID: "id",
        S3_SECRET_ACCESS_KEY: "secret",
        S3_PUBLIC_URL: "https://cdn.example.com/files/",
      },
      BASE,
    );
    expect(settings).toEqual({
      kind: "s3",
      bucket: "squarely-files",
      region: "us-east-1",
      endpoint: "http://minio:9000",
      forcePathStyle: true,
      credentials: { accessKeyId: "id", secretAccessKey: "secret" },
      publicUrl: "https://cdn.example.com/files",
    });
  });

  it("uses AWS itself (virtual-host style, the SDK's own credentials) with a bucket alone", () => {
    const { settings } = parseStorageSettings({ S3_BUCKET: "squarely", S3_REGION: "eu-west-1" }, BASE);
    expect(settings).toMatchObject({
      endpoint: null,
      region: "eu-west-1",
      forcePathStyle: false,
      credentials: null,
    });
    expect(
      parseStorageSettings(
        { S3_BUCKET: "b12", S3_ENDPOINT: "http://x:9000", S3_FORCE_PATH_STYLE: "false" },
        BASE,
      ).settings,
    ).toMatchObject({ forcePathStyle: false });
  });

  it("names the variable and what to do for each mistake", () => {
    expect(problemsOf({ S3_ENDPOINT: "http://minio:9000", S3_REGION: "x" })).toEqual([
      "S3_BUCKET: required to use object storage (S3_ENDPOINT, S3_REGION set without it)",
    ]);
    expect(problemsOf({ S3_BUCKET: "My_Bucket" })[0]).toMatch(/^S3_BUCKET: "My_Bucket" is not a bucket name/);
    expect(problemsOf({ S3_BUCKET: "ok-bucket", S3_ENDPOINT: "minio:9000" })).toEqual([
      "S3_ENDPOINT: must start with http:// or https://",
    ]);
    expect(problemsOf({ S3_BUCKET: "ok-bucket", S3_ENDPOINT: "http://minio:9000/ok-bucket" })[0]).toMatch(
      /^S3_ENDPOINT: give the server's address only/,
    );
    expect(problemsOf({ S3_BUCKET: "ok-bucket", S3_ENDPOINT: "not a url" })).toEqual([
      'S3_ENDPOINT: "not a url" is not a URL',
    ]);
    expect(problemsOf({ S3_BUCKET: "ok-bucket", S3_ACCESS_KEY_ID: "id" })[0]).toMatch(
      /^S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both, or neither/,
    );
    expect(problemsOf({ S3_BUCKET: "ok-bucket", S3_FORCE_PATH_STYLE: "yes" })).toEqual([
      "S3_FORCE_PATH_STYLE: use true or false",
    ]);
    expect(
      problemsOf({ S3_BUCKET: "ok-bucket", S3_PUBLIC_URL: "http://cdn.example.com" }, "https://sq.example"),
    ).toEqual([
      "S3_PUBLIC_URL: must be https:// when BASE_URL is (browsers block http images on https pages)",
    ]);
  });

  it("stops start-up with every problem in loadConfig's words", () => {
    expect(() =>
      loadConfig({ S3_BUCKET: "ok-bucket", S3_ENDPOINT: "ftp://x", S3_SECRET_ACCESS_KEY: "s" }),
    ).toThrow(
      "Invalid settings: S3_ENDPOINT: must start with http:// or https://; S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY:",
    );
    expect(loadConfig({}).storage).toEqual({ kind: "local" });
  });
});
