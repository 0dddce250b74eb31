// After `vite build`: writes .br and .gz beside each script and stylesheet in dist/, which
// @fastify/static serves (preCompressed) so no request pays for compression.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const root = path.resolve("dist");
let files = 0;
let raw = 0;
let gz = 0;
function walk(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full);
    else if (/\.(js|css|svg|json)$/.test(entry.name) && !entry.name.endsWith(".map")) {
      const data = fs.readFileSync(full);
      const gzip = zlib.gzipSync(data, { level: 9 });
      fs.writeFileSync(`${full}.gz`, gzip);
      fs.writeFileSync(
        `${full}.br`,
        zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      files += 1;
      raw += data.length;
      gz += gzip.length;
    }
  }
}
if (fs.existsSync(root)) walk(root);
console.log(
  `precompressed ${files} files: ${(raw / 1024).toFixed(0)} KB -> ${(gz / 1024).toFixed(0)} KB gzip`,
);
