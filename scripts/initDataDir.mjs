// Creates an empty PGlite cluster (Postgres's initdb, in WebAssembly) for `npm start`, while the
// build runs beside it: initdb is the first start's largest single cost (8-12 s on a 2-core
// machine), and it needs no app code. Built in a scratch directory and renamed into place, so an
// interrupted run leaves nothing half-made; the server then opens the cluster in under a second.
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";

const dataDir = path.resolve(process.argv[2] ?? "data");
const target = path.join(dataDir, "pglite");
if (!fs.existsSync(target)) {
  const scratch = path.join(dataDir, `.pglite-initdb-${process.pid}`);
  fs.rmSync(scratch, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(scratch);
  await client.close();
  // Another process may have created the cluster meanwhile: keep its one.
  if (fs.existsSync(target)) fs.rmSync(scratch, { recursive: true, force: true });
  else fs.renameSync(scratch, target);
}
