import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { loadOpenApi } from "@sms-api/openapi";
import { afterAll, describe, expect, it } from "vitest";
import { stringify } from "yaml";
import { baselinePath, renderChangelog, repositoryChangelogSources } from "../src/changelog.js";
import { siteVersions } from "../src/site-versions.js";

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** A scratch git repository whose commits record `v1`'s baseline, each on its own day. */
function repositoryWith(baselines: { day: string; doc: object }[]): string {
  const root = mkdtempSync(join(tmpdir(), "sms-docs-changelog-"));
  folders.push(root);
  const git = (...args: string[]) =>
    execFileSync("git", ["-C", root, "-c", "user.name=t", "-c", "user.email=t@example.com", ...args]);
  git("init", "-q");
  const file = join(root, baselinePath("v1"));
  mkdirSync(dirname(file), { recursive: true });
  for (const { day, doc } of baselines) {
    writeFileSync(file, stringify(doc));
    git("add", ".");
    execFileSync(
      "git",
      ["-C", root, "-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-qm", day],
      {
        env: { ...process.env, GIT_COMMITTER_DATE: `${day}T12:00:00Z`, GIT_AUTHOR_DATE: `${day}T12:00:00Z` },
      },
    );
  }
  return root;
}

/** v1's document less its test-helper operation: what an earlier release looked like. */
function withoutTestHelpers(): Record<string, unknown> {
  const doc = loadOpenApi("v1");
  delete (doc.paths as Record<string, unknown>)["/v1/test-helpers/account/balance"];
  return doc;
}

describe("the changelog", () => {
  it("makes each commit of a baseline a release, newest first, with what it changed", () => {
    const root = repositoryWith([
      { day: "2026-01-10", doc: withoutTestHelpers() },
      { day: "2026-02-20", doc: loadOpenApi("v1") },
    ]);
    const versions = siteVersions({ v1: loadOpenApi("v1") });
    const sources = repositoryChangelogSources(root);
    expect(sources.releases("v1").map((r) => r.date)).toEqual(["2026-01-10", "2026-02-20"]);
    const html = renderChangelog(versions, sources);
    const second = html.indexOf("v1 · 20 February 2026");
    const first = html.indexOf("v1 · 10 January 2026");
    expect(second).toBeGreaterThan(-1);
    expect(first).toBeGreaterThan(second);
    expect(html.slice(second, first)).toContain(
      "new operation <code>POST /v1/test-helpers/account/balance</code>",
    );
    expect(html.slice(first)).toMatch(
      /First release: \d+ operations, 10 webhook event types, \d+ error codes/,
    );
    expect(html).not.toContain('id="v1-unreleased"');
  });

  it("shows what the current document changes since the last release as unreleased", () => {
    const root = repositoryWith([{ day: "2026-01-10", doc: withoutTestHelpers() }]);
    const html = renderChangelog(siteVersions({ v1: loadOpenApi("v1") }), repositoryChangelogSources(root));
    const unreleased = html.split('<h3 id="v1-unreleased">Unreleased</h3>')[1]?.split("<h3")[0] ?? "";
    expect(unreleased).toContain("new operation <code>POST /v1/test-helpers/account/balance</code>");
  });

  it("says that a version never frozen has no release yet", () => {
    const root = repositoryWith([{ day: "2026-01-10", doc: loadOpenApi("v1") }]);
    const versions = siteVersions({ v1: loadOpenApi("v1"), v2: loadOpenApi("v2") });
    expect(renderChangelog(versions, repositoryChangelogSources(root))).toContain(
      '<p id="v2-unreleased">No release of v2 is frozen yet',
    );
  });

  it("reads the baseline on disk as one undated release where there is no git history", () => {
    const root = mkdtempSync(join(tmpdir(), "sms-docs-nogit-"));
    folders.push(root);
    mkdirSync(dirname(join(root, baselinePath("v1"))), { recursive: true });
    writeFileSync(join(root, baselinePath("v1")), stringify(loadOpenApi("v1")));
    const releases = repositoryChangelogSources(root).releases("v1");
    expect(releases.map((r) => [r.id, r.date])).toEqual([["baseline", undefined]]);
  });

  it("lists this repository's releases of v1, from its frozen baseline's history", () => {
    const releases = repositoryChangelogSources().releases("v1");
    expect(releases.length).toBeGreaterThan(0);
    for (const r of releases) expect(r.date ?? "", r.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(releases.at(-1)?.document.info).toMatchObject({ version: "v1" });
  });
});
