import { loadConfig } from "../../../config";
import { createStorage } from "../../../storage/createStorage";
import { generateSeedMedia } from "./generateSeedMedia";

/**
 * Draws the demo pictures into storage (DATA_DIR's uploads, or the S3 bucket when S3_BUCKET is set)
 * ahead of the first start (scripts/postinstall.mjs): the server then finds them there and only
 * checks that the files exist.
 */
const config = loadConfig();
const media = await generateSeedMedia(createStorage(config));
console.log(`demo pictures: ${media.generated} drawn, ${media.kept} already there`);
