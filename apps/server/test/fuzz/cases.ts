import { multipart } from '../multipart';
import {
  fields,
  sample,
  typeOf,
  type FieldPath,
  type Known,
  type Method,
  type OpenApiDocument,
  type Operation,
} from './openapi';

/** One request of the fuzz run, and what must hold of its answer besides "no 5xx". */
export interface FuzzCase {
  name: string;
  method: Method;
  url: string;
  payload?: string | Buffer | object;
  headers?: Record<string, string>;
  /** A string field got U+0000: the answer must be the text rule's 422. */
  nulRefused?: boolean;
}

const MISSING = Symbol('missing');
const BIG = 2 ** 63;
const KB_100 = 'x'.repeat(100 * 1024);
const MB_2 = 'x'.repeat(2 * 1024 * 1024);
const NUL = 'a\u0000b';

type Values = [string, unknown][];
const ANY_TYPE: Values = [['null', null]];
const STRING_VALUES: Values = [
  ['empty string', ''],
  ['100 KB string', KB_100],
  ['2 MB string', MB_2],
  ['NUL', NUL],
  ['lone high surrogate', 'a\uD800'],
  ['lone low surrogate', '\uDC00b'],
  ['RTL override', '\u202Eabc\u202C'],
  ['4-byte emoji', '😀'.repeat(40)],
  ['id past bigint', '9223372036854775808'],
  ['a number', 12345],
  ['2^63', BIG],
  ['a boolean', true],
  ['an array', ['a']],
  ['an object', { a: 'b' }],
];
const NUMBER_VALUES: Values = [
  ['-1', -1],
  ['0', 0],
  ['1.5', 1.5],
  ['1e308', 1e308],
  ['2^63', BIG],
  ['-2^63', -BIG],
  ['a numeric string', '1'],
  ['text', 'abc'],
  ['a boolean', true],
  ['an array', [1]],
  ['an object', {}],
];
const BOOLEAN_VALUES: Values = [
  ['a string', 'true'],
  ['a number', 1],
  ['an array', [true]],
  ['an object', {}],
];
const ARRAY_VALUES: Values = [
  ['an object for an array', {}],
  ['a string', 'x'],
  ['an array of null', [null]],
  ['nested arrays', [[[]]]],
  ['10,000 items', Array.from({ length: 10_000 }, () => 'a')],
];
const OBJECT_VALUES: Values = [
  ['an array for an object', []],
  ['a string', 'x'],
  ['a number', 1],
  ['an empty object', {}],
];

function valuesFor(type: string | undefined): Values {
  switch (type) {
    case 'string':
      return STRING_VALUES;
    case 'integer':
    case 'number':
      return NUMBER_VALUES;
    case 'boolean':
      return BOOLEAN_VALUES;
    case 'array':
      return ARRAY_VALUES;
    case 'object':
      return OBJECT_VALUES;
    default:
      return [
        ['a string', 'x'],
        ['a number', -1],
        ['an array', []],
      ];
  }
}

/** Raw path segments, already URL-encoded where that is the point. */
const PATH_VALUES: Values = [
  ['2^63', '9223372036854775808'],
  ['20 digits', '99999999999999999999'],
  ['0', '0'],
  ['-1', '-1'],
  ['1.5', '1.5'],
  ['text', 'abc'],
  ['NUL', 'a%00b'],
  ['malformed percent-encoding', '%E0%A4%A'],
  ['emoji', '%F0%9F%98%80'],
  ['RTL override', '%E2%80%AE1'],
  ['10,000 characters', '9'.repeat(10_000)],
  ['dot segments', '..%2F..%2Fetc'],
];

/** Raw query values. */
const QUERY_VALUES: Values = [
  ['NUL', 'a%00b'],
  ['-1', '-1'],
  ['1e308', '1e308'],
  ['2^63', '9223372036854775808'],
  ['text', 'abc'],
  ['empty', ''],
  ['100 KB', 'x'.repeat(100 * 1024)],
  ['malformed percent-encoding', '%E0%A4%A'],
  ['emoji', '%F0%9F%98%80'],
  ['RTL override', '%E2%80%AE'],
];

const json = { 'content-type': 'application/json' };
const deep = (n: number) => '['.repeat(n) + ']'.repeat(n);

/** Bodies that are wrong as a whole: content types, encodings, shapes. */
function wholeBodies(
  baseline: unknown,
): [string, string | Buffer | undefined, Record<string, string>][] {
  const asFields = Object.fromEntries(
    Object.entries(baseline && typeof baseline === 'object' ? baseline : {}).map(([k, v]) => [
      k,
      typeof v === 'string' ? v : JSON.stringify(v),
    ]),
  );
  const form = multipart(asFields);
  const nulForm = multipart({ type: 'bug', content: NUL, contact: NUL });
  const file = multipart({ note: NUL }, [
    {
      field: 'file',
      filename: 'a\u0000\u202Egnp.txt',
      contentType: 'image/png',
      body: Buffer.from('not an image'),
    },
  ]);
  const boundary = 'fuzz-boundary';
  return [
    ['no body', undefined, json],
    ['invalid JSON', '{"a":', json],
    ['JSON null', 'null', json],
    ['a JSON array', '[]', json],
    ['a JSON string', '"x"', json],
    ['a JSON number', '1e308', json],
    ['JSON nested 5,000 deep', deep(5000), json],
    ['__proto__ key', '{"__proto__":{"admin":true}}', json],
    ['constructor.prototype key', '{"constructor":{"prototype":{"admin":true}}}', json],
    ['a 2 MB JSON body', JSON.stringify({ a: MB_2 }), json],
    ['an unknown charset', '{}', { 'content-type': 'application/json; charset=latin1' }],
    ['text/plain', 'hello', { 'content-type': 'text/plain' }],
    ['application/xml', '<?xml version="1.0"?><a>1</a>', { 'content-type': 'application/xml' }],
    [
      'form-encoded',
      'a=1&content=%00&type=bug',
      { 'content-type': 'application/x-www-form-urlencoded' },
    ],
    ['multipart where JSON is expected', form.payload, form.headers],
    ['multipart with NUL fields', nulForm.payload, nulForm.headers],
    ['multipart with a strange file', file.payload, file.headers],
    [
      'multipart with a bogus boundary',
      `--${boundary}\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--${boundary}--\r\n`,
      { 'content-type': 'multipart/form-data; boundary=another-boundary' },
    ],
    ['multipart without a boundary', 'abc', { 'content-type': 'multipart/form-data' }],
    [
      'multipart cut short',
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG`,
      { 'content-type': `multipart/form-data; boundary=${boundary}` },
    ],
  ];
}

function setAt(value: unknown, path: FieldPath, replacement: unknown): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path.at(-1)!;
  if (replacement === MISSING) delete node[last];
  else node[last] = replacement;
  return copy;
}

/**
 * Every case for one operation: one broken part at a time, then the baseline last, so an
 * operation that succeeds (a transfer, a deletion) does so after its own cases have run.
 */
export function casesFor(
  doc: OpenApiDocument,
  op: Operation,
  known: {
    path: (name: string) => string | undefined;
    body: Known;
    /** Query values the request cannot do without (a bot's key), sent with every case. */
    query?: (name: string) => string | undefined;
    /**
     * Query parameters read when the request arrives, before validation: a malformed one is
     * refused as unknown (a bot key with U+0000 is no key: 404), not by the text rule.
     */
    readOnArrival?: (name: string) => boolean;
  },
): FuzzCase[] {
  const pathValues = Object.fromEntries(
    op.pathParams.map((p) => [
      p.name,
      known.path(p.name) ?? encodeURIComponent(String(sample(doc, p.schema, p.name, known.body))),
    ]),
  );
  const knownQuery = op.query.flatMap((p) => {
    const value = known.query?.(p.name);
    return value === undefined ? [] : [[p.name, value] as const];
  });
  /** The known query values, with `name`'s replaced by the raw `replacement` (`a=1&a=2`). */
  const queryWith = (name?: string, replacement?: string) =>
    [
      ...knownQuery
        .filter(([key]) => key !== name)
        .map(([key, value]) => `${key}=${encodeURIComponent(value)}`),
      ...(replacement === undefined ? [] : [replacement]),
    ].join('&');
  const url = (params: Record<string, string>, query = queryWith()) =>
    op.path.replace(/\{(\w+)\}/g, (_, name: string) => params[name]!) + (query ? `?${query}` : '');
  const body = op.body ? sample(doc, op.body, '', known.body) : undefined;
  const base = (name: string, extra: Partial<FuzzCase> = {}): FuzzCase => ({
    name,
    method: op.method,
    url: url(pathValues),
    ...(body === undefined ? {} : { payload: body as object }),
    ...extra,
  });
  const isText = (schema: Parameters<typeof typeOf>[1]) => typeOf(doc, schema) === 'string';

  const cases: FuzzCase[] = [];
  for (const p of op.pathParams)
    for (const [name, raw] of PATH_VALUES)
      cases.push(
        base(`path ${p.name}: ${name}`, {
          url: url({ ...pathValues, [p.name]: String(raw) }),
          nulRefused: name === 'NUL' && isText(p.schema),
        }),
      );
  for (const p of op.query) {
    for (const [name, raw] of QUERY_VALUES)
      cases.push(
        base(`query ${p.name}: ${name}`, {
          url: url(pathValues, queryWith(p.name, `${p.name}=${String(raw)}`)),
          nulRefused: name === 'NUL' && isText(p.schema) && !known.readOnArrival?.(p.name),
        }),
      );
    cases.push(
      base(`query ${p.name}: repeated`, {
        url: url(pathValues, queryWith(p.name, `${p.name}=1&${p.name}=2`)),
      }),
    );
  }
  if (op.body) {
    for (const field of fields(doc, op.body, body)) {
      const type = typeOf(doc, field.schema);
      const values: Values = [
        ...ANY_TYPE,
        ...(field.required ? ([['missing', MISSING]] as Values) : []),
        ...valuesFor(type),
      ];
      for (const [name, value] of values)
        cases.push(
          base(`body ${field.path.join('.')}: ${name}`, {
            payload: setAt(body, field.path, value) as object,
            nulRefused: name === 'NUL' && type === 'string',
          }),
        );
    }
  }
  if (op.method !== 'GET')
    for (const [name, payload, headers] of wholeBodies(body))
      cases.push({
        name: `whole body: ${name}`,
        method: op.method,
        url: url(pathValues),
        payload,
        headers,
      });
  cases.push(base('baseline'));
  return cases;
}
