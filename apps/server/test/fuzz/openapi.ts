/** Just enough of an OpenAPI 3 document to walk its operations and sample their inputs. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  nullable?: boolean;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
}

interface Parameter {
  in: string;
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

interface OperationObject {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OperationObject>>;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Param {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: Method;
  /** The path template, `{name}` for each path parameter. */
  path: string;
  pathParams: Param[];
  query: Param[];
  /** The JSON body's schema, when the operation takes one. */
  body?: JsonSchema;
}

const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

/** A `$ref` followed, including `#/components/schemas/__shared#/definitions/x` as zod writes them. */
export function resolve(doc: OpenApiDocument, schema: JsonSchema): JsonSchema {
  let current = schema;
  for (let hops = 0; current.$ref && hops < 20; hops++) {
    let node: unknown = doc;
    for (const pointer of current.$ref.split('#').filter(Boolean))
      for (const key of pointer.split('/').filter(Boolean))
        node = (node as Record<string, unknown>)[decodeURIComponent(key)];
    if (!node) throw new Error(`unresolved $ref ${current.$ref}`);
    current = node as JsonSchema;
  }
  return current;
}

/** Every operation the document lists. */
export function operations(doc: OpenApiDocument): Operation[] {
  const list: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const upper = method.toUpperCase();
      if (!METHODS.has(upper)) continue;
      const params = (where: string) =>
        (op.parameters ?? [])
          .filter((p) => p.in === where)
          .map((p) => ({ name: p.name, required: Boolean(p.required), schema: p.schema }));
      const content = op.requestBody?.content;
      list.push({
        method: upper as Method,
        path,
        pathParams: params('path'),
        query: params('query'),
        // A form-encoded body (a visitor's feedback) has fields as a JSON body does.
        body: (content?.['application/json'] ?? content?.['application/x-www-form-urlencoded'])
          ?.schema,
      });
    }
  }
  return list;
}

/** The schema's type, leaving out `null`. */
export function typeOf(doc: OpenApiDocument, schema: JsonSchema): string | undefined {
  const s = resolve(doc, schema);
  if (s.enum || s.const !== undefined) return 'enum';
  const options = s.anyOf ?? s.oneOf;
  if (options) return typeOf(doc, options.find((o) => o.type !== 'null') ?? options[0]!);
  if (s.allOf?.length) return typeOf(doc, s.allOf[0]!);
  return Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
}

/** A value for a field the caller knows better than the schema (real ids, a phone...). */
export type Known = (name: string, schema: JsonSchema) => unknown;

function sampleString(s: JsonSchema): string {
  if (s.format === 'uri') return 'http://127.0.0.1:9/v1';
  if (s.pattern?.includes('\\d{6}')) return '123456';
  if (s.pattern?.includes('[1-9]')) return '1';
  if (s.pattern?.includes('a-z0-9')) return 'fuzz-team-01';
  const length = Math.min(Math.max(s.minLength ?? 0, 4), s.maxLength ?? 4);
  return '妙'.repeat(length);
}

/** A plausible, mostly valid value for `schema`: what each case then breaks one part of. */
export function sample(
  doc: OpenApiDocument,
  schema: JsonSchema,
  name: string,
  known: Known,
  depth = 0,
): unknown {
  const s = resolve(doc, schema);
  const given = known(name, s);
  if (given !== undefined) return given;
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum[0];
  const options = s.anyOf ?? s.oneOf;
  if (options)
    return sample(doc, options.find((o) => o.type !== 'null') ?? options[0]!, name, known, depth);
  switch (typeOf(doc, s)) {
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(s.properties ?? {})) {
        // Recursive schemas (menus) stop at a few levels.
        if (depth > 2 && !s.required?.includes(key)) continue;
        value[key] = sample(doc, property, key, known, depth + 1);
      }
      return value;
    }
    case 'array': {
      if (!s.items || depth > 3) return [];
      const length = Math.max(1, s.minItems ?? 0);
      return Array.from({ length }, () => sample(doc, s.items!, name, known, depth + 1));
    }
    case 'string':
      return sampleString(s);
    case 'integer':
    case 'number':
      return Math.min(Math.max(1, s.minimum ?? 1), s.maximum ?? Number.MAX_SAFE_INTEGER);
    case 'boolean':
      return true;
    default:
      return s.default ?? null;
  }
}

export type FieldPath = (string | number)[];

/** Every property inside a sampled body (objects, arrays and leaves), with its schema. */
export function fields(
  doc: OpenApiDocument,
  schema: JsonSchema,
  value: unknown,
  path: FieldPath = [],
): { path: FieldPath; schema: JsonSchema; required: boolean }[] {
  const s = resolve(doc, schema);
  const found: { path: FieldPath; schema: JsonSchema; required: boolean }[] = [];
  const type = typeOf(doc, s);
  if (type === 'object' && value && typeof value === 'object') {
    for (const [key, property] of Object.entries(s.properties ?? {})) {
      const at = [...path, key];
      found.push({ path: at, schema: property, required: Boolean(s.required?.includes(key)) });
      if (key in value) found.push(...fields(doc, property, (value as never)[key], at));
    }
  } else if (type === 'array' && Array.isArray(value) && value.length > 0 && s.items) {
    found.push({ path: [...path, 0], schema: s.items, required: true });
    found.push(...fields(doc, s.items, value[0], [...path, 0]));
  }
  return found;
}
