/** An S3-compatible bucket (AWS S3, MinIO, Ceph, R2...) holding every uploaded and generated file. */
export type S3Settings = {
  kind: "s3";
  bucket: string;
  region: string;
  /** An S3-compatible server's URL; null for AWS itself. */
  endpoint: string | null;
  /** Bucket in the path (http://host/bucket/key) rather than the host name; most S3-compatible servers need it. */
  forcePathStyle: boolean;
  /** Null: the SDK's own chain (AWS_* variables, shared config files, the instance's role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  /** Public images are linked from here (a public bucket or a CDN in front of it); null streams them through the app. */
  publicUrl: string | null;
};

/** Local disk under {DATA_DIR}/uploads (the default), or a bucket when S3_BUCKET is set. */
export type StorageSettings = { kind: "local" } | S3Settings;

type Env = Record<string, string | undefined>;

const S3_VARIABLES = [
  "S3_BUCKET",
  "S3_ENDPOINT",
  "S3_REGION",
  "S3_ACCESS_KEY_ID",
  "S3_SECRET_ACCESS_KEY",
  "S3_FORCE_PATH_STYLE",
  "S3_PUBLIC_URL",
] as const;

/** AWS's rule, which the S3-compatible servers accept too. */
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const REGION = /^[a-z0-9][a-z0-9-]{0,30}$/;

/**
 * The storage backend the S3_* settings choose, or the problems with them, each naming its
 * variable ("S3_ENDPOINT: ..."), in the form loadConfig reports every invalid setting.
 */
export function parseStorageSettings(
  env: Env,
  baseUrl: string,
): { settings: StorageSettings; problems: [] } | { settings: null; problems: string[] } {
  const value = (name: (typeof S3_VARIABLES)[number]) => {
    const v = env[name]?.trim();
    return v ? v : undefined;
  };
  const bucket = value("S3_BUCKET");
  if (!bucket) {
    const others = S3_VARIABLES.filter((name) => value(name));
    if (others.length === 0) return { settings: { kind: "local" }, problems: [] };
    return {
      settings: null,
      problems: [`S3_BUCKET: required to use object storage (${others.join(", ")} set without it)`],
    };
  }
  const problems: string[] = [];
  if (!BUCKET.test(bucket)) {
    problems.push(
      `S3_BUCKET: ${JSON.stringify(bucket)} is not a bucket name (3 to 63 lowercase letters, digits, dots and hyphens)`,
    );
  }
  const region = value("S3_REGION") ?? "us-east-1";
  if (!REGION.test(region)) problems.push(`S3_REGION: ${JSON.stringify(region)} is not a region name`);
  const endpoint = httpUrl(value("S3_ENDPOINT"), "S3_ENDPOINT", problems, { originOnly: true });
  const publicUrl = httpUrl(value("S3_PUBLIC_URL"), "S3_PUBLIC_URL", problems, { originOnly: false });
  if (publicUrl?.startsWith("http:") && baseUrl.startsWith("https:")) {
    problems.push(
      "S3_PUBLIC_URL: must be https:// when BASE_URL is (browsers block http images on https pages)",
    );
  }
  const pathStyle = value("S3_FORCE_PATH_STYLE");
  if (pathStyle !== undefined && pathStyle !== "true" && pathStyle !== "false") {
    problems.push("S3_FORCE_PATH_STYLE: use true or false");
  }
  const accessKeyId = value("S3_ACCESS_KEY_ID");
  const secretAccessKey = value("S3_SECRET_ACCESS_KEY");
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    problems.push(
      "S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both, or neither to use the AWS SDK's own credentials (AWS_* variables, instance role)",
    );
  }
  if (problems.length > 0) return { settings: null, problems };
  return {
    settings: {
      kind: "s3",
      bucket,
      region,
      endpoint,
      forcePathStyle: pathStyle ? pathStyle === "true" : endpoint !== null,
      credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : null,
      publicUrl,
    },
    problems: [],
  };
}

/** An http(s) URL without a trailing slash; an endpoint is a bare origin (the bucket goes after it). */
function httpUrl(
  value: string | undefined,
  name: string,
  problems: string[],
  { originOnly }: { originOnly: boolean },
): string | null {
  if (value === undefined) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    problems.push(`${name}: ${JSON.stringify(value)} is not a URL`);
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    problems.push(`${name}: must start with http:// or https://`);
    return null;
  }
  if (url.search || url.hash || url.username || url.password) {
    problems.push(
      `${name}: must have no query, fragment or credentials (credentials go in S3_ACCESS_KEY_ID)`,
    );
    return null;
  }
  if (originOnly && url.pathname !== "/") {
    problems.push(`${name}: give the server's address only (e.g. http://127.0.0.1:9000), not a path`);
    return null;
  }
  return originOnly ? url.origin : url.href.replace(/\/+$/, "");
}
