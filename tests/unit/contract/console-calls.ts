import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/**
 * Every HTTP call the console's API layer (src/api, the only layer that knows URLs) makes, read from the
 * source with the TypeScript compiler: each `http.request({method, url})` whose url is built by
 * `http.rest(path)` or `http.console(path)`. Paths are followed through constants, template literals
 * (string-literal-typed parts expanded, others become `{}`), `a ? b : c`, object-literal tables
 * (`PATHS[kind]`), local variables, helper functions and the arguments a local helper is called with,
 * so a new call is found without listing it.
 */
export interface ConsoleCall {
  method: string;
  /** `rest`: under `/<ctx>/rest/`; `console`: beside the console (its servlets). */
  base: 'rest' | 'console';
  path: string;
  /** file:line of the request. */
  at: string;
}

export interface ConsoleCallScan {
  calls: ConsoleCall[];
  /** Requests or URL builders whose method or path could not be read statically (file:line and why). */
  unreadable: string[];
  /** file:line of every `http.rest(…)` / `http.console(…)` that no request uses (a URL built for a page, not a call). */
  urlsNotRequested: string[];
}

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const API_DIR = join(ROOT, 'src/api');

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });

class Unreadable extends Error {}

export function scanConsoleCalls(): ConsoleCallScan {
  const files = sourceFiles(API_DIR);
  const configPath = ts.findConfigFile(ROOT, ts.sys.fileExists, 'tsconfig.json');
  const config = configPath
    ? ts.parseJsonConfigFileContent(ts.readConfigFile(configPath, ts.sys.readFile).config, ts.sys, ROOT)
    : undefined;
  const program = ts.createProgram(files, {
    ...(config?.options ?? {}),
    noEmit: true,
  });
  const checker = program.getTypeChecker();

  const where = (node: ts.Node) => {
    const file = node.getSourceFile();
    return `${relative(ROOT, file.fileName)}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  };
  const isHttpCall = (node: ts.Node, name: string): node is ts.CallExpression =>
    ts.isCallExpression(node) &&
    ts.isPropertyAccessExpression(node.expression) &&
    node.expression.name.text === name &&
    /(^|\.)http$/.test(node.expression.expression.getText());

  const declarationOf = (node: ts.Node): ts.Declaration | undefined => {
    const symbol =
      ts.isShorthandPropertyAssignment(node.parent) && node.parent.name === node
        ? checker.getShorthandAssignmentValueSymbol(node.parent)
        : checker.getSymbolAtLocation(node);
    const resolved = symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    return resolved?.valueDeclaration ?? resolved?.declarations?.[0];
  };

  /** The string literal types of an expression's type, or undefined when it is wider than literals. */
  const literalTypes = (node: ts.Expression): string[] | undefined => {
    const type = checker.getTypeAtLocation(node);
    const parts = type.isUnion() ? type.types : [type];
    return parts.every((part) => part.isStringLiteral())
      ? parts.map((part) => (part as ts.StringLiteralType).value)
      : undefined;
  };

  /** The string values an expression can take; `{}` for a part that is a runtime value (a path parameter). */
  function strings(node: ts.Expression, seen: Set<ts.Node>, wholePath: boolean): string[] {
    if (seen.has(node)) throw new Unreadable(`${where(node)}: recursive value`);
    seen.add(node);
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
    if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isNonNullExpression(node))
      return strings(node.expression, seen, wholePath);
    if (ts.isConditionalExpression(node))
      return [...strings(node.whenTrue, seen, wholePath), ...strings(node.whenFalse, seen, wholePath)];
    if (ts.isTemplateExpression(node)) {
      return node.templateSpans.reduce(
        (heads, span) => {
          const parts = literalTypes(span.expression) ?? tryStrings(span.expression, seen) ?? ['{}'];
          return heads.flatMap((head) => parts.map((part) => head + part + span.literal.text));
        },
        [node.head.text],
      );
    }
    const literals = literalTypes(node);
    if (literals) return literals;
    if (ts.isElementAccessExpression(node)) {
      const table = declarationOf(node.expression);
      if (table && ts.isVariableDeclaration(table) && table.initializer) {
        const object = unwrap(table.initializer);
        if (ts.isObjectLiteralExpression(object)) {
          return object.properties.flatMap((property) => {
            if (!ts.isPropertyAssignment(property))
              throw new Unreadable(`${where(property)}: table entry is not a plain property`);
            return strings(property.initializer, seen, wholePath);
          });
        }
      }
    }
    if (ts.isIdentifier(node)) {
      const declaration = declarationOf(node);
      if (declaration && ts.isVariableDeclaration(declaration) && declaration.initializer)
        return strings(declaration.initializer, seen, wholePath);
      if (declaration && ts.isParameter(declaration)) return argumentsOf(declaration, seen, wholePath);
    }
    if (wholePath) throw new Unreadable(`${where(node)}: cannot read the path "${node.getText()}" statically`);
    return ['{}'];
  }

  const tryStrings = (node: ts.Expression, seen: Set<ts.Node>): string[] | undefined => {
    if (ts.isIdentifier(node) || ts.isPropertyAccessExpression(node) || ts.isCallExpression(node)) return undefined;
    return strings(node, seen, false);
  };
  const unwrap = (node: ts.Expression): ts.Expression =>
    ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isParenthesizedExpression(node)
      ? unwrap(node.expression)
      : node;

  /** A symbol with imports followed to the declaration they name. */
  const resolved = (symbol: ts.Symbol | undefined) =>
    symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;

  /** The calls to the function whose parameter this is, anywhere in src/api. */
  function callsWith(parameter: ts.ParameterDeclaration): ts.CallExpression[] {
    const fn = parameter.parent;
    const name = ts.isVariableDeclaration(fn.parent)
      ? fn.parent.name
      : ts.isFunctionDeclaration(fn)
        ? fn.name
        : undefined;
    if (!name || !ts.isIdentifier(name)) throw new Unreadable(`${where(parameter)}: parameter of an unnamed function`);
    const fnSymbol = resolved(checker.getSymbolAtLocation(name));
    const found: ts.CallExpression[] = [];
    const visit = (node: ts.Node) => {
      if (
        ts.isCallExpression(node) &&
        ts.isIdentifier(node.expression) &&
        resolved(checker.getSymbolAtLocation(node.expression)) === fnSymbol
      )
        found.push(node);
      ts.forEachChild(node, visit);
    };
    for (const file of files) {
      const source = program.getSourceFile(file);
      if (source) visit(source);
    }
    if (found.length === 0) throw new Unreadable(`${where(parameter)}: helper never called`);
    return found;
  }

  /** An argument of a call, by the index of the parameter it fills. */
  function argumentAt(call: ts.CallExpression, parameter: ts.ParameterDeclaration): ts.Expression {
    const argument = call.arguments[parameter.parent.parameters.indexOf(parameter)];
    if (!argument) throw new Unreadable(`${where(call)}: call without the path argument`);
    return argument;
  }

  /** The values a helper's parameter receives, from the calls to that helper anywhere in src/api. */
  function argumentsOf(parameter: ts.ParameterDeclaration, seen: Set<ts.Node>, wholePath: boolean): string[] {
    return callsWith(parameter).flatMap((call) => strings(argumentAt(call, parameter), seen, wholePath));
  }

  const builtUrls = new Set<ts.CallExpression>();
  const usedUrls = new Set<ts.CallExpression>();

  /** The URLs (base and path) a request's `url` can be. */
  function urls(node: ts.Expression, seen: Set<ts.Node>): { base: 'rest' | 'console'; path: string }[] {
    if (seen.has(node)) throw new Unreadable(`${where(node)}: recursive url`);
    seen.add(node);
    const expression = unwrap(node);
    for (const base of ['rest', 'console'] as const) {
      if (isHttpCall(expression, base)) {
        usedUrls.add(expression);
        const argument = expression.arguments[0];
        if (!argument) throw new Unreadable(`${where(expression)}: ${base}() without a path`);
        return strings(argument, new Set(), true).map((path) => ({
          base,
          path,
        }));
      }
    }
    if (ts.isConditionalExpression(expression))
      return [...urls(expression.whenTrue, seen), ...urls(expression.whenFalse, seen)];
    const target = ts.isCallExpression(expression) ? expression.expression : expression;
    if (ts.isIdentifier(target)) {
      const declaration = declarationOf(target);
      if (declaration && ts.isVariableDeclaration(declaration) && declaration.initializer) {
        const initializer = unwrap(declaration.initializer);
        if (ts.isArrowFunction(initializer) || ts.isFunctionExpression(initializer))
          return returnedUrls(initializer, seen);
        return urls(initializer, seen);
      }
      if (declaration && ts.isFunctionDeclaration(declaration)) return returnedUrls(declaration, seen);
    }
    throw new Unreadable(`${where(node)}: cannot read the url "${node.getText()}" statically`);
  }

  function returnedUrls(fn: ts.SignatureDeclaration & { body?: ts.ConciseBody }, seen: Set<ts.Node>) {
    if (!fn.body) throw new Unreadable(`${where(fn)}: function without a body`);
    if (!ts.isBlock(fn.body)) return urls(fn.body, seen);
    const found: { base: 'rest' | 'console'; path: string }[] = [];
    const visit = (node: ts.Node) => {
      if (ts.isReturnStatement(node) && node.expression) found.push(...urls(node.expression, seen));
      else if (!ts.isFunctionLike(node)) ts.forEachChild(node, visit);
    };
    visit(fn.body);
    return found;
  }

  /**
   * A helper given both the method and the path (`writeForFeedback(core, 'PUT', 'catalog/…', body)`): each call's
   * own method with its own path, not every method the parameter's type allows with every path of every call.
   */
  function forwardedCalls(method: ts.Expression | undefined, url: ts.Expression): Omit<ConsoleCall, 'at'>[] | null {
    const methodNode = method && unwrap(method);
    const urlNode = unwrap(url);
    const base = isHttpCall(urlNode, 'rest') ? 'rest' : isHttpCall(urlNode, 'console') ? 'console' : null;
    const pathNode = base && ts.isCallExpression(urlNode) ? urlNode.arguments[0] : undefined;
    if (!methodNode || !base || !pathNode || !ts.isIdentifier(methodNode) || !ts.isIdentifier(pathNode)) return null;
    const methodParameter = declarationOf(methodNode);
    const pathParameter = declarationOf(pathNode);
    if (!methodParameter || !pathParameter || !ts.isParameter(methodParameter) || !ts.isParameter(pathParameter))
      return null;
    if (methodParameter.parent !== pathParameter.parent) return null;
    usedUrls.add(urlNode as ts.CallExpression);
    return callsWith(methodParameter).flatMap((call) => {
      const methods = strings(argumentAt(call, methodParameter), new Set(), true);
      const paths = strings(argumentAt(call, pathParameter), new Set(), true);
      return methods.flatMap((m) => paths.map((path) => ({ method: m, base, path })));
    });
  }

  /** The object literals a request's options can be (`cond ? {…} : {…}` and local constants followed). */
  function optionLiterals(node: ts.Expression): ts.ObjectLiteralExpression[] {
    const expression = unwrap(node);
    if (ts.isObjectLiteralExpression(expression)) return [expression];
    if (ts.isConditionalExpression(expression))
      return [...optionLiterals(expression.whenTrue), ...optionLiterals(expression.whenFalse)];
    if (ts.isIdentifier(expression)) {
      const declaration = declarationOf(expression);
      if (declaration && ts.isVariableDeclaration(declaration) && declaration.initializer)
        return optionLiterals(declaration.initializer);
    }
    throw new Unreadable(`${where(node)}: request options are not an object literal`);
  }

  const calls: ConsoleCall[] = [];
  const unreadable: string[] = [];
  for (const file of files) {
    const source = program.getSourceFile(file);
    if (!source) continue;
    const visit = (node: ts.Node) => {
      if (isHttpCall(node, 'rest') || isHttpCall(node, 'console')) builtUrls.add(node);
      if (isHttpCall(node, 'request')) {
        try {
          if (!node.arguments[0]) throw new Unreadable(`${where(node)}: request without options`);
          for (const options of optionLiterals(node.arguments[0])) {
            /** A property's value expression (for `{ url }`, the identifier), or undefined when absent. */
            const valueOf = (name: string): ts.Expression | undefined => {
              for (const p of options.properties) {
                if (ts.isPropertyAssignment(p) && p.name.getText() === name) return p.initializer;
                if (ts.isShorthandPropertyAssignment(p) && p.name.text === name) return p.name;
                if (ts.isSpreadAssignment(p)) throw new Unreadable(`${where(p)}: spread in request options`);
              }
              return undefined;
            };
            const method = valueOf('method');
            const url = valueOf('url');
            if (!url) throw new Unreadable(`${where(node)}: request without a url`);
            const forwarded = forwardedCalls(method, url);
            if (forwarded) {
              for (const call of forwarded) calls.push({ ...call, at: where(node) });
              continue;
            }
            const methods = method ? strings(method, new Set(), true) : ['GET'];
            const targets = urls(url, new Set());
            for (const m of methods) for (const t of targets) calls.push({ method: m, ...t, at: where(node) });
          }
        } catch (error) {
          if (!(error instanceof Unreadable)) throw error;
          unreadable.push(error.message);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  const urlsNotRequested = [...builtUrls].filter((call) => !usedUrls.has(call)).map(where);
  return { calls, unreadable, urlsNotRequested };
}
