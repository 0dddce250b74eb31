import { loadConfig } from "../../../config";
import { uploadsRoot } from "../../../services/appServices";
import { createLocalStorage } from "../../../storage/localStorage";
import { generateSeedMedia } from "./generateSeedMedia";

/**
 * Draws the demo pictures into DATA_DIR's uploads ahead of the first start (scripts/postinstall.mjs):
 * the server then finds them there and only checks that the files exist.
 */
const config = loadConfig();
const media = await generateSeedMedia(createLocalStorage(uploadsRoot(config)));
console.log(`demo pictures: ${media.generated} drawn, ${media.kept} already there`);
