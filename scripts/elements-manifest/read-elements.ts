// Reads every element's facts from its code with the TypeScript compiler: the tag and the exported
// constructor of its `defineIdmElement` call, its attributes (with their parsing type) and properties, the
// TypeScript type of each from the component's props, the events it dispatches (`emitIdmEvent<Detail>(host,
// 'idm-…')`, and `idm-navigate` where it uses `useEmbeddedNavigate`), and its doc comment.
import path from 'node:path';
import ts from 'typescript';
import { parseElementDoc, type ElementDoc } from './doc-comment.ts';

export interface ElementProperty {
  /** The JavaScript property (camelCase). */
  name: string;
  /** The attribute that sets it (kebab-case), when it has one. */
  attribute?: string;
  /** How the attribute's text is read: string, number or boolean (presence). */
  attributeType?: 'string' | 'number' | 'boolean';
  /** The property's TypeScript type, written out (no names a host could not import). */
  type: string;
}

export interface ElementEvent {
  name: string;
  /** The TypeScript type of `event.detail`, written out. */
  detailType: string;
}

export interface ElementFacts {
  tag: string;
  /** The exported constructor, e.g. `IdmTaskListElement`. */
  className: string;
  /** `elements/idm-task-list.ts`. */
  source: string;
  properties: ElementProperty[];
  events: ElementEvent[];
  doc: ElementDoc;
}

const kebabCase = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

const NAVIGATE_EVENT: ElementEvent = { name: 'idm-navigate', detailType: '{ href: string }' };

/**
 * Writes types out for a host that cannot import our modules: literal object types inline, interfaces and
 * aliases of ours by name (their declarations collected in `named`, so recursive types stay finite),
 * the standard library's types (Promise, Record, …) by name with their arguments.
 */
export class TypeWriter {
  readonly named = new Map<string, string>();
  private readonly nameOf = new Map<ts.Symbol, string>();

  constructor(private readonly checker: ts.TypeChecker) {}

  text(type: ts.Type): string {
    const { checker } = this;
    if (type.isUnion()) {
      const parts = [...new Set(type.types.map((t) => this.text(t)))];
      // `boolean` is `true | false` to the checker.
      const hasBoolean = parts.includes('true') && parts.includes('false');
      return (hasBoolean ? ['boolean', ...parts.filter((p) => p !== 'true' && p !== 'false')] : parts).join(' | ');
    }
    if (type.isIntersection()) {
      const body = () => type.types.map((t) => this.wrapped(this.text(t))).join(' & ');
      const alias = type.aliasSymbol;
      return alias && this.isOurs(alias) ? this.reference(alias, body) : body();
    }
    if (checker.isArrayType(type)) {
      const [element] = checker.getTypeArguments(type as ts.TypeReference);
      const inner = element ? this.text(element) : 'unknown';
      return /[|&\s]/.test(inner) && !inner.startsWith('{') ? `(${inner})[]` : `${inner}[]`;
    }
    if ((type.flags & ts.TypeFlags.Object) === 0) return this.plain(type);
    const symbol = type.aliasSymbol ?? type.getSymbol();
    const declaration = symbol?.declarations?.[0];
    const fromLibrary = declaration?.getSourceFile().fileName.includes('/node_modules/') ?? false;
    if (symbol && fromLibrary) {
      const args = type.aliasTypeArguments ?? checker.getTypeArguments(type as ts.TypeReference);
      return args.length > 0 ? `${symbol.name}<${args.map((a) => this.text(a)).join(', ')}>` : symbol.name;
    }
    const signature = type.getCallSignatures()[0];
    if (signature) return this.signature(signature);
    const isNamed =
      symbol !== undefined &&
      declaration !== undefined &&
      (ts.isInterfaceDeclaration(declaration) || ts.isTypeAliasDeclaration(declaration));
    return isNamed ? this.reference(symbol, () => this.literal(type)) : this.literal(type);
  }

  private isOurs(symbol: ts.Symbol): boolean {
    const file = symbol.declarations?.[0]?.getSourceFile().fileName;
    return file !== undefined && !file.includes('/node_modules/');
  }

  private wrapped(text: string): string {
    return text.includes(' | ') && !text.startsWith('{') ? `(${text})` : text;
  }

  private plain(type: ts.Type): string {
    const flags = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType;
    return this.checker.typeToString(type, undefined, flags);
  }

  private signature(signature: ts.Signature): string {
    const parameters = signature.getParameters().map((parameter) => {
      const declaration = parameter.valueDeclaration;
      const type = declaration
        ? this.checker.getTypeOfSymbolAtLocation(parameter, declaration)
        : this.checker.getTypeOfSymbol(parameter);
      const optional = declaration && ts.isParameter(declaration) && declaration.questionToken ? '?' : '';
      return `${parameter.name}${optional}: ${this.text(type)}`;
    });
    return `(${parameters.join(', ')}) => ${this.text(signature.getReturnType())}`;
  }

  private reference(symbol: ts.Symbol, body: () => string): string {
    const known = this.nameOf.get(symbol);
    if (known) return known;
    let name = symbol.name;
    for (let n = 2; this.named.has(name); n += 1) name = `${symbol.name}${n}`;
    this.nameOf.set(symbol, name);
    // Claimed before the body is written, so that a type that refers to itself refers to its name.
    this.named.set(name, '');
    this.named.set(name, body());
    return name;
  }

  private literal(type: ts.Type): string {
    const members = this.checker.getPropertiesOfType(type).map((symbol) => {
      const declaration = symbol.valueDeclaration ?? symbol.declarations?.[0];
      const memberType = declaration
        ? this.checker.getTypeOfSymbolAtLocation(symbol, declaration)
        : this.checker.getTypeOfSymbol(symbol);
      const optional = (symbol.flags & ts.SymbolFlags.Optional) !== 0;
      const shown = optional ? this.checker.getNonNullableType(memberType) : memberType;
      const name = /^[A-Za-z_$][\w$]*$/.test(symbol.name) ? symbol.name : JSON.stringify(symbol.name);
      return `${name}${optional ? '?' : ''}: ${this.text(shown)}`;
    });
    return members.length === 0 ? 'Record<string, never>' : `{ ${members.join('; ')} }`;
  }
}

function isCallTo(node: ts.Node, name: string): node is ts.CallExpression {
  return ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === name;
}

function stringLiteral(node: ts.Node | undefined): string | undefined {
  return node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : undefined;
}

function objectProperty(object: ts.ObjectLiteralExpression, name: string): ts.Expression | undefined {
  for (const property of object.properties) {
    if (ts.isPropertyAssignment(property) && property.name.getText() === name) return property.initializer;
  }
  return undefined;
}

/** The doc comment right above the statement holding `node`. */
function docCommentOf(statement: ts.Node, sourceText: string): string {
  const ranges = ts.getLeadingCommentRanges(sourceText, statement.getFullStart()) ?? [];
  const last = ranges.filter((r) => sourceText.startsWith('/**', r.pos)).at(-1);
  return last ? sourceText.slice(last.pos, last.end) : '';
}

function readElement(
  checker: ts.TypeChecker,
  types: TypeWriter,
  source: ts.SourceFile,
  root: string,
): ElementFacts | undefined {
  let facts: ElementFacts | undefined;
  const events = new Map<string, ElementEvent>();
  const text = source.getFullText();

  const visit = (node: ts.Node): void => {
    if (isCallTo(node, 'defineIdmElement')) {
      const [tagArg, componentArg, optionsArg] = node.arguments;
      const tag = stringLiteral(tagArg);
      const statement = findAncestor(node, ts.isVariableStatement);
      const declaration = findAncestor(node, ts.isVariableDeclaration);
      if (tag && statement && declaration && componentArg) {
        facts = {
          tag,
          className: declaration.name.getText(),
          source: path.relative(root, source.fileName).split(path.sep).join('/'),
          properties: readProperties(checker, types, componentArg, optionsArg),
          events: [],
          doc: parseElementDoc(docCommentOf(statement, text)),
        };
      }
    }
    if (isCallTo(node, 'emitIdmEvent')) {
      const name = stringLiteral(node.arguments[1]);
      const detailNode = node.typeArguments?.[0] ?? node.arguments[2];
      if (name && detailNode) {
        const detail = ts.isTypeNode(detailNode)
          ? checker.getTypeFromTypeNode(detailNode)
          : checker.getTypeAtLocation(detailNode);
        events.set(name, { name, detailType: types.text(detail) });
      }
    }
    if (isCallTo(node, 'useEmbeddedNavigate')) events.set(NAVIGATE_EVENT.name, NAVIGATE_EVENT);
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (!facts) return undefined;
  facts.events = [...events.values()].sort((a, b) => a.name.localeCompare(b.name));
  return facts;
}

function findAncestor<T extends ts.Node>(node: ts.Node, test: (n: ts.Node) => n is T): T | undefined {
  for (let current: ts.Node | undefined = node; current; current = current.parent) if (test(current)) return current;
  return undefined;
}

/** The element's attributes and properties, typed by the component's props. */
function readProperties(
  checker: ts.TypeChecker,
  types: TypeWriter,
  component: ts.Expression,
  options: ts.Expression | undefined,
): ElementProperty[] {
  const propsType = componentPropsType(checker, component);
  const typeOf = (name: string): string => {
    const symbol = propsType?.getProperty(name);
    if (!symbol || !symbol.valueDeclaration) return 'unknown';
    const type = checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(symbol, symbol.valueDeclaration));
    return types.text(type);
  };
  const result: ElementProperty[] = [];
  if (options && ts.isObjectLiteralExpression(options)) {
    const attributes = objectProperty(options, 'attributes');
    if (attributes && ts.isObjectLiteralExpression(attributes)) {
      for (const property of attributes.properties) {
        if (!ts.isPropertyAssignment(property)) continue;
        const name = property.name.getText().replace(/^['"]|['"]$/g, '');
        const attributeType = stringLiteral(property.initializer) as ElementProperty['attributeType'];
        result.push({ name, attribute: kebabCase(name), attributeType, type: typeOf(name) });
      }
    }
    const properties = objectProperty(options, 'properties');
    if (properties && ts.isArrayLiteralExpression(properties)) {
      for (const element of properties.elements) {
        const name = stringLiteral(element);
        if (name) result.push({ name, type: typeOf(name) });
      }
    }
  }
  return result;
}

function componentPropsType(checker: ts.TypeChecker, component: ts.Expression): ts.Type | undefined {
  const signature = checker.getTypeAtLocation(component).getCallSignatures()[0];
  const parameter = signature?.getParameters()[0];
  if (!parameter) return undefined;
  return checker.getTypeOfSymbol(parameter);
}

export interface ElementsRead {
  elements: ElementFacts[];
  /** The named types the elements' types refer to, by name: their object type written out. */
  types: Map<string, string>;
}

/** Every element of `tags` (each `elements/<tag>.ts` under `root`), in that order. */
export function readElements(root: string, tags: readonly string[]): ElementsRead {
  const files = tags.map((tag) => path.join(root, 'elements', `${tag}.ts`));
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(root, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  const program = ts.createProgram({ rootNames: files, options: { ...config?.options, noEmit: true } });
  const checker = program.getTypeChecker();
  const types = new TypeWriter(checker);
  const elements = files.map((file, index) => {
    const source = program.getSourceFile(file);
    const facts = source ? readElement(checker, types, source, root) : undefined;
    if (!facts) throw new Error(`${tags[index]}: no defineIdmElement('${tags[index]}', …) call in ${file}`);
    return facts;
  });
  return { elements, types: types.named };
}
