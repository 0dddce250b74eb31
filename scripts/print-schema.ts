import fs from "node:fs";
import { composeSdl, rootSchemaPath } from "../src/server/graphql/sdl";

fs.writeFileSync(rootSchemaPath, composeSdl());
console.log(`wrote ${rootSchemaPath}`);
