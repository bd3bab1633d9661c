import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("..", import.meta.url));
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (e.isDirectory()) return sources(join(dir, e.name));
    return e.name.endsWith(".ts") ? [join(dir, e.name)] : [];
  });
}

/** Exported declarations, public class members and interface members that have no `/** … *\/` comment. */
function undocumented(file: string): string[] {
  const sf = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const documented = (n: ts.Node) =>
    (ts.getLeadingCommentRanges(sf.text, n.getFullStart()) ?? []).some((c) =>
      sf.text.slice(c.pos, c.end).startsWith("/**"),
    );
  const report = (n: ts.Node, name: string) => {
    if (documented(n)) return;
    const line = sf.getLineAndCharacterOfPosition(n.getStart()).line + 1;
    found.push(`${relative(root, file)}:${line} ${name}`);
  };
  const exported = (n: ts.Node) =>
    ts.canHaveModifiers(n) && (ts.getModifiers(n) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
  for (const s of sf.statements) {
    if (!exported(s)) continue;
    if (ts.isVariableStatement(s))
      report(s, s.declarationList.declarations.map((d) => d.name.getText()).join());
    if (ts.isFunctionDeclaration(s) || ts.isTypeAliasDeclaration(s) || ts.isEnumDeclaration(s))
      report(s, s.name?.text ?? "default");
    if (ts.isClassDeclaration(s)) {
      report(s, s.name?.text ?? "default");
      for (const m of s.members) {
        const hidden = (ts.canHaveModifiers(m) ? (ts.getModifiers(m) ?? []) : []).some(
          (x) => x.kind === ts.SyntaxKind.PrivateKeyword || x.kind === ts.SyntaxKind.ProtectedKeyword,
        );
        if (hidden || !m.name || ts.isPrivateIdentifier(m.name)) continue;
        if (ts.isMethodDeclaration(m) || ts.isPropertyDeclaration(m) || ts.isGetAccessor(m))
          report(m, `${s.name?.text}.${m.name.getText()}`);
      }
    }
    if (ts.isInterfaceDeclaration(s)) {
      report(s, s.name.text);
      for (const m of s.members) report(m, `${s.name.text}.${m.name?.getText() ?? "(signature)"}`);
    }
  }
  return found;
}

describe("doc comments (house style: every exported symbol has one)", () => {
  it("every exported declaration, public class member and interface member in src/ has a doc comment", () => {
    expect(sources(join(root, "src")).flatMap(undocumented)).toEqual([]);
  });
});
