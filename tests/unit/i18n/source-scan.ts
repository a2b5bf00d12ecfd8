import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const ROOT = path.resolve(import.meta.dirname, '../../..');

/** Every TypeScript file of src/ and elements/ (the generated contract types aside). */
export function codeFiles(): string[] {
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return walk(full);
      return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.gen.ts') ? [full] : [];
    });
  return [...walk(path.join(ROOT, 'src')), ...walk(path.join(ROOT, 'elements'))];
}

export function parse(file: string, text = fs.readFileSync(file, 'utf8')): ts.SourceFile {
  return ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
}

function visitAll(node: ts.Node, visit: (node: ts.Node) => void): void {
  visit(node);
  node.forEachChild((child) => visitAll(child, visit));
}

const isTranslateCall = (node: ts.Node): node is ts.CallExpression =>
  ts.isCallExpression(node) &&
  ((ts.isIdentifier(node.expression) && node.expression.text === 't') ||
    (ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 't'));

const isText = (node: ts.Node | undefined): boolean =>
  node !== undefined &&
  (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node));

/**
 * Texts given beside a key, which English would then carry twice: `t('k', 'English')`,
 * `t('k', { defaultValue })`, `<Trans i18nKey="k" defaults="…">` or `<Trans i18nKey="k">English</Trans>`.
 * Each as `line: code`.
 */
export function inlineDefaults(source: ts.SourceFile): string[] {
  const found: string[] = [];
  const report = (node: ts.Node) => {
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    found.push(`${line}: ${node.getText(source).replace(/\s+/g, ' ').slice(0, 80)}`);
  };
  const hasDefaultValue = (node: ts.Node | undefined) =>
    node !== undefined &&
    ts.isObjectLiteralExpression(node) &&
    node.properties.some((property) => property.name?.getText(source) === 'defaultValue');
  visitAll(source, (node) => {
    if (isTranslateCall(node)) {
      const [, second, third] = node.arguments;
      if (isText(second) || hasDefaultValue(second) || hasDefaultValue(third)) report(node);
    }
    if (ts.isJsxAttribute(node) && node.name.getText(source) === 'i18nKey') {
      const element = node.parent.parent;
      const attributes = node.parent.properties.map((attribute) => attribute.name?.getText(source));
      const children = ts.isJsxSelfClosingElement(element) ? [] : element.parent.children;
      const childText = [...children].some((child) => !ts.isJsxText(child) || child.text.trim() !== '');
      if (attributes.includes('defaults') || childText) report(node);
    }
  });
  return found;
}

/** Every string literal of the file that has the shape of a translation key of `namespaces` ('tasks.list.title'). */
export function keyLiterals(source: ts.SourceFile, topLevelKeys: ReadonlySet<string>): string[] {
  const keys: string[] = [];
  visitAll(source, (node) => {
    if (!ts.isStringLiteral(node) && !ts.isNoSubstitutionTemplateLiteral(node)) return;
    const match = /^([a-zA-Z]+)\.[\w.]+$/.exec(node.text);
    if (match && topLevelKeys.has(match[1] ?? '')) keys.push(node.text);
  });
  return keys;
}
