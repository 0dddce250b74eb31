import { afterEach, describe, expect, it } from "vitest";
import { DEFAULT_TILE_URL } from "../../common/constants";
import { clientConfig, setClientConfig } from "./clientConfig";

describe("clientConfig", () => {
  afterEach(() => setClientConfig(undefined));

  it("takes the server's settings and keeps defaults for what is missing", () => {
    expect(clientConfig().tileUrl).toBe(DEFAULT_TILE_URL);
    setClientConfig({ tileUrl: "https://tiles.example.test/{z}/{x}/{y}.png" });
    expect(clientConfig().tileUrl).toBe("https://tiles.example.test/{z}/{x}/{y}.png");
    setClientConfig({});
    expect(clientConfig().tileUrl).toBe(DEFAULT_TILE_URL);
  });
});
