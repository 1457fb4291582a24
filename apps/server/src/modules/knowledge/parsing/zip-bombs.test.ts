import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { makeDocx, makeXlsx } from './fixtures/documents';
import { contentTypes, makeManySheetWorkbook, writeZip } from './fixtures/zip';
import { failureCode } from './fixtures/failure-code';
import { DEFAULT_PARSE_LIMITS } from './types';

const MB = 1024 * 1024;

describe('zip bombs and broken containers', () => {
  it('refuses a docx declaring 2 GB unpacked before anything inflates it', async () => {
    const bomb = writeZip([
      contentTypes('word'),
      { name: 'word/document.xml', data: Buffer.alloc(MB), declaredSize: 2 ** 31 },
    ]);
    expect(await failureCode(bomb, 'bomb.docx')).toBe('UNPACKED_TOO_LARGE');
  });

  it('refuses an entry compressed past any real document (50 MB of zeros in ~50 KB)', async () => {
    const zeros = Buffer.alloc(50 * MB);
    expect(deflateRawSync(zeros).length).toBeLessThan(100 * 1024);
    const bomb = writeZip([contentTypes('word'), { name: 'word/document.xml', data: zeros }]);
    expect(await failureCode(bomb, 'bomb.docx')).toBe('UNPACKED_TOO_LARGE');
  });

  it('refuses an entry that unpacks past the small size it declares', async () => {
    const liar = writeZip([
      contentTypes('word'),
      { name: 'word/document.xml', data: Buffer.alloc(20 * MB), declaredSize: 1000 },
    ]);
    expect(await failureCode(liar, 'liar.docx')).toBe('UNPACKED_TOO_LARGE');
    const lyingTypes = { ...contentTypes('word'), data: Buffer.alloc(20 * MB), declaredSize: 500 };
    expect(await failureCode(writeZip([lyingTypes]), 'liar.docx')).toBe('UNPACKED_TOO_LARGE');
  });

  it('holds docx and xlsx to maxUnpackedBytes', async () => {
    const limits = { ...DEFAULT_PARSE_LIMITS, maxUnpackedBytes: 1000 };
    expect(await failureCode(await makeDocx(), 'a.docx', limits)).toBe('UNPACKED_TOO_LARGE');
    expect(await failureCode(await makeXlsx(), 'a.xlsx', limits)).toBe('UNPACKED_TOO_LARGE');
  });

  it('refuses a workbook of 10,000 sheets fast, without loading it', async () => {
    const workbook = makeManySheetWorkbook(10_000);
    const started = performance.now();
    expect(await failureCode(workbook, 'many.xlsx')).toBe('TOO_MANY_SHEETS');
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('calls a truncated docx or xlsx BROKEN', async () => {
    const docx = await makeDocx();
    expect(await failureCode(docx.subarray(0, docx.length - 200), 'cut.docx')).toBe('BROKEN');
    const xlsx = await makeXlsx();
    expect(await failureCode(xlsx.subarray(0, Math.floor(xlsx.length / 2)), 'cut.xlsx')).toBe(
      'BROKEN',
    );
  });

  it('calls a docx without a document part BROKEN', async () => {
    const hollow = writeZip([contentTypes('word'), { name: 'word/styles.xml', data: '<w/>' }]);
    expect(await failureCode(hollow, 'hollow.docx')).toBe('BROKEN');
  });
});
