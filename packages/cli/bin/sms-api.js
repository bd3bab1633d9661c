#!/usr/bin/env node
// The installed `sms-api` command. A committed file rather than the build output, so that `pnpm install` links
// it before the first build; it runs the built CLI, or says how to build it.
import("../dist/src/main.js").catch((error) => {
  if (error?.code !== "ERR_MODULE_NOT_FOUND") throw error;
  process.stderr.write("sms-api is not built yet: run `npx -y pnpm@10.34.9 --filter @sms-api/cli build`.\n");
  process.exit(2);
});
