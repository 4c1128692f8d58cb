import fc from 'fast-check';
import sharp from 'sharp';

/** Contents a generated file part can carry. */
export type FileContent =
  | 'jpeg'
  | 'png'
  | 'garbage'
  | 'empty'
  | 'truncated-jpeg'
  | 'large'
  | 'oversize';

/** One part of a multipart body: a text field, or a file when `file` is set. */
export interface PartSpec {
  name: string | undefined;
  value?: string;
  file?: FileContent;
  filename?: string | undefined;
  contentType?: string;
}

/** How a multipart body is spoiled, if at all. */
export type Malformation =
  | 'none'
  | 'truncated'
  | 'no-closing-boundary'
  | 'no-boundary-param'
  | 'wrong-boundary'
  | 'lf-only'
  | 'no-disposition'
  | 'garbage'
  | 'empty'
  | 'quoted-boundary'
  | 'duplicate-headers';

export interface MultipartSpec {
  boundary: string;
  parts: PartSpec[];
  malformation: Malformation;
  /** Where a truncated body is cut, as a fraction of its length. */
  cut: number;
}

/** Tiny real images the world and the multipart generator upload. */
export interface Images {
  jpeg: Buffer;
  png: Buffer;
}

/** Tiny real images made with sharp, once per run. */
export async function makeImages(): Promise<Images> {
  const base = () =>
    sharp({ create: { width: 24, height: 16, channels: 3, background: { r: 200, g: 90, b: 30 } } });
  return { jpeg: await base().jpeg().toBuffer(), png: await base().png().toBuffer() };
}

function fileBytes(content: FileContent, images: Images): Buffer {
  switch (content) {
    case 'jpeg':
      return images.jpeg;
    case 'png':
      return images.png;
    case 'garbage':
      return Buffer.from('this is not an image at all\u0000\u00ff', 'latin1');
    case 'empty':
      return Buffer.alloc(0);
    case 'truncated-jpeg':
      return images.jpeg.subarray(0, Math.floor(images.jpeg.length / 2));
    case 'large':
      // Larger than the parser's first chunks (a part it must skip spans several).
      return Buffer.alloc(100_000, 0x41);
    case 'oversize':
      return Buffer.alloc(10 * 1024 * 1024 + 1, 0x41);
  }
}

/** A multipart/form-data body and its content type, spoiled as the spec says. */
export function encodeMultipart(spec: MultipartSpec, images: Images) {
  const eol = spec.malformation === 'lf-only' ? '\n' : '\r\n';
  const chunks: Buffer[] = [];
  for (const part of spec.parts) {
    const headers: string[] = [];
    if (spec.malformation !== 'no-disposition') {
      let disposition = 'Content-Disposition: form-data';
      if (part.name !== undefined) disposition += `; name="${part.name}"`;
      if (part.filename !== undefined) disposition += `; filename="${part.filename}"`;
      headers.push(disposition);
      if (spec.malformation === 'duplicate-headers') headers.push(disposition);
    }
    if (part.contentType) headers.push(`Content-Type: ${part.contentType}`);
    chunks.push(Buffer.from(`--${spec.boundary}${eol}${headers.join(eol)}${eol}${eol}`));
    chunks.push(part.file ? fileBytes(part.file, images) : Buffer.from(part.value ?? '', 'utf8'));
    chunks.push(Buffer.from(eol));
  }
  if (spec.malformation !== 'no-closing-boundary') {
    chunks.push(Buffer.from(`--${spec.boundary}--${eol}`));
  }
  let payload = Buffer.concat(chunks);
  let contentType = `multipart/form-data; boundary=${spec.boundary}`;
  switch (spec.malformation) {
    case 'truncated':
      payload = payload.subarray(0, Math.floor(payload.length * spec.cut));
      break;
    case 'no-boundary-param':
      contentType = 'multipart/form-data';
      break;
    case 'wrong-boundary':
      contentType = `multipart/form-data; boundary=${spec.boundary}x`;
      break;
    case 'quoted-boundary':
      contentType = `multipart/form-data; boundary="${spec.boundary}"; charset=utf-8`;
      break;
    case 'garbage':
      payload = Buffer.from(`--${spec.boundary}\r\n\u0000\u00ff garbage \r\n\r\n--`, 'latin1');
      break;
    case 'empty':
      payload = Buffer.alloc(0);
      break;
    default:
      break;
  }
  return { payload, contentType };
}

/** Which text fields and which file field a multipart route reads. */
export interface FormShape {
  /** Text fields, each with arbitraries of valid and of odd values. */
  fields: Record<string, fc.Arbitrary<string>>;
  required: string[];
  fileField: string;
  maxFiles: number;
}

const malformations: Malformation[] = [
  'truncated',
  'no-closing-boundary',
  'no-boundary-param',
  'wrong-boundary',
  'lf-only',
  'no-disposition',
  'garbage',
  'empty',
  'quoted-boundary',
  'duplicate-headers',
];

const fileContent = fc.constantFrom<FileContent>(
  'jpeg',
  'png',
  'garbage',
  'empty',
  'truncated-jpeg',
);

function filePart(field: fc.Arbitrary<string>): fc.Arbitrary<PartSpec> {
  return fc.record({
    name: fc.option(field, { nil: undefined, freq: 10 }),
    file: fc.oneof(
      { arbitrary: fc.constantFrom<FileContent>('jpeg', 'png'), weight: 6 },
      fileContent,
      { arbitrary: fc.constantFrom<FileContent>('large', 'oversize'), weight: 1 },
    ),
    filename: fc.option(
      fc.constantFrom('photo.jpg', 'a.png', '../../x.jpg', 'ü.webp', '', 'x'.repeat(300)),
      {
        nil: undefined,
        freq: 8,
      },
    ),
    contentType: fc.constantFrom(
      'image/jpeg',
      'image/png',
      'application/octet-stream',
      'text/html',
    ),
  });
}

/**
 * Multipart bodies for a form: mostly well-formed (real fields and 0 to maxFiles+1 real
 * images), and every kind of broken one: truncated, without or with the wrong boundary, a
 * text field where the file goes, a file without a filename, files under other names.
 */
export function multipartArb(form: FormShape): fc.Arbitrary<MultipartSpec> {
  const names = Object.keys(form.fields);
  const textFields =
    names.length === 0
      ? fc.constant<PartSpec[]>([])
      : fc
          .record(Object.fromEntries(names.map((n) => [n, form.fields[n]!])), {
            requiredKeys: form.required,
          })
          .map((values) =>
            Object.entries(values).map(
              ([name, value]): PartSpec => ({ name, value: String(value) }),
            ),
          );
  const fileField = fc.oneof(
    { arbitrary: fc.constant(form.fileField), weight: 8 },
    fc.constantFrom('file', 'image', names[0] ?? 'x', ''),
  );
  const files = fc.array(filePart(fileField), { maxLength: form.maxFiles + 1 });
  const oddParts = fc.array(
    fc.oneof(
      // a text field where the file is expected
      fc.constant<PartSpec>({ name: form.fileField, value: 'not a file' }),
      // a field repeated, unnamed, or unknown
      fc
        .constantFrom(...(names.length ? names : ['x']))
        .map((name): PartSpec => ({ name, value: '1' })),
      fc.constant<PartSpec>({ name: undefined, value: 'nameless' }),
      fc.constant<PartSpec>({ name: 'unknownField', value: 'x' }),
      fc.constant<PartSpec>({ name: names[0] ?? 'x', value: 'y'.repeat(9000) }),
    ),
    { maxLength: 2 },
  );
  return fc.record({
    boundary: fc.constantFrom('----fuzzBoundary7MA4YWxkTrZu0gW', 'b', 'x'.repeat(70), '--==a b=='),
    parts: fc
      .tuple(textFields, files, fc.oneof({ arbitrary: fc.constant([]), weight: 4 }, oddParts))
      .map(([text, f, odd]) => [...text, ...f, ...odd]),
    malformation: fc.oneof(
      { arbitrary: fc.constant<Malformation>('none'), weight: 12 },
      fc.constantFrom(...malformations),
    ),
    cut: fc.double({ min: 0.05, max: 0.95, noNaN: true }),
  });
}
