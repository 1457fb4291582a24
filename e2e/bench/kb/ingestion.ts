/** Ingestion throughput on one core: parse, cut and segment files made here, in this process. */
import { Document, HeadingLevel, Packer, Paragraph } from 'docx';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { prepareFile } from '../../../apps/server/src/modules/knowledge/ingestion/pipeline';
import { dictionarySampler, passage, random } from './corpus';

const OPTIONS = { size: 500, overlap: 60 };

function sections(count: number) {
  const next = random(42);
  const words = dictionarySampler(next);
  return Array.from({ length: count }, (_, i) => ({
    heading: `第 ${i + 1} 节 ${words.pick()}${words.pick()}`,
    paragraphs: [passage(words, next, 200), passage(words, next, 300), passage(words, next, 150)],
  }));
}

function markdown(count: number): Buffer {
  const text = sections(count)
    .map((s) => `## ${s.heading}\n\n${s.paragraphs.join('\n\n')}`)
    .join('\n\n');
  return Buffer.from(`# 基准文档\n\n${text}\n`);
}

async function docx(count: number): Promise<Buffer> {
  const children = sections(count).flatMap((s) => [
    new Paragraph({ text: s.heading, heading: HeadingLevel.HEADING_2 }),
    ...s.paragraphs.map((p) => new Paragraph({ text: p })),
  ]);
  return Packer.toBuffer(new Document({ sections: [{ children }] }));
}

/** English text: pdf-lib's standard fonts encode Latin only. */
async function pdf(pages: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const next = random(9);
  const vocabulary =
    'refund invoice delivery warranty account export limit price store hours privacy member level support order payment shipping return policy customer service'.split(
      ' ',
    );
  for (let p = 0; p < pages; p++) {
    const page = doc.addPage([595, 842]);
    for (let line = 0; line < 60; line++) {
      const words = Array.from(
        { length: 12 },
        () => vocabulary[Math.floor(next() * vocabulary.length)],
      );
      page.drawText(words.join(' '), { x: 40, y: 800 - line * 12.5, size: 10, font });
    }
  }
  return Buffer.from(await doc.save());
}

export interface Throughput {
  kind: string;
  fileMB: number;
  textMB: number;
  seconds: number;
  /** Megabytes of extracted text per second on one core. */
  textMBps: number;
  chunks: number;
}

async function measure(kind: string, name: string, bytes: Buffer): Promise<Throughput> {
  const started = performance.now();
  const result = await prepareFile(bytes, name, OPTIONS);
  const seconds = (performance.now() - started) / 1000;
  if (!result.ok) throw new Error(`${kind} failed: ${result.failure} ${result.detail}`);
  const textBytes = result.document.chunks.reduce((n, c) => n + Buffer.byteLength(c.content), 0);
  const mb = (n: number) => Math.round((n / 1024 / 1024) * 100) / 100;
  return {
    kind,
    fileMB: mb(bytes.length),
    textMB: mb(textBytes),
    seconds: Math.round(seconds * 100) / 100,
    textMBps: Math.round((textBytes / 1024 / 1024 / seconds) * 100) / 100,
    chunks: result.document.chunks.length,
  };
}

export async function ingestionThroughput(log: (line: string) => void): Promise<Throughput[]> {
  const results: Throughput[] = [];
  log('ingestion: making a 10 MB Markdown file, a docx and a pdf…');
  const md = markdown(6000);
  results.push(await measure('md', 'bench.md', md));
  results.push(
    await measure('txt', 'bench.txt', Buffer.from(md.toString('utf8').replace(/^#+ /gm, ''))),
  );
  results.push(await measure('docx', 'bench.docx', await docx(3000)));
  results.push(await measure('pdf', 'bench.pdf', await pdf(200)));
  return results;
}
